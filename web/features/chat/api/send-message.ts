import { useMutation } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';

export interface SendMessageData {
  /** The other party. */
  id: number;
  testo: string;
}

export const sendMessage = async (input: SendMessageData) =>
  (await api.post<{ sent: ChatMessage }>('/api/inviamessaggio', { ...input })).sent;

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
