import { sendAnalytics } from '../api/send-analytics.js';
import { leadId } from './lead-id.js';

/** One step of a visitor on the landing page, for the leads dashboard (docs/decisions/0012-leads.md). */
export function trackEvent(event: string, error?: string | null): void {
  sendAnalytics({
    id: leadId(),
    type: 'event',
    page: window.location.pathname,
    timestamp: Date.now(),
    event,
    error: error ?? null,
  });
}
