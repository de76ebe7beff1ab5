import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportSchema } from '../../../../common/accounts.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';

export type SupportData = z.output<typeof supportSchema>;

export const sendSupportMessage = (input: SupportData) => api.post<MessageResponse>('/api/assistenza', input);

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
