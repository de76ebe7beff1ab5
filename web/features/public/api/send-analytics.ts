import type { AnalyticsPayload } from '../../../../common/public.js';
import { api } from '../../../lib/api.js';

/** POST /api/analytics: the answer (204) is never read and a failure is ignored (spec §7, §8). */
export function sendAnalytics(payload: AnalyticsPayload): void {
  api.post<unknown>('/api/analytics', { ...payload }, { unauthorized: 'ignore' }).catch(() => undefined);
}
