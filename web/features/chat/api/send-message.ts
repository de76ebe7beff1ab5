import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SendMessageResponse, sendMessageSchema } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';

/** `id` is the other party. */
export type SendMessageData = z.output<typeof sendMessageSchema>;

export const sendMessage = async (input: SendMessageData) =>
  (await api.post<SendMessageResponse>('/api/inviamessaggio', { ...input })).sent;

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
