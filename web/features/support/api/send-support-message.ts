import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportSchema } from '../../../../common/accounts.js';
import { api } from '../../../lib/api.js';

export type SupportData = z.output<typeof supportSchema>;

export const sendSupportMessage = (input: SupportData) => api.post<{ success: true }>('/api/assistenza', input);

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
