import { PAGE_SIZE } from '../../../../common/constants.js';
import { MESSAGE_TIPO, type ChatMessage, type MessagesResponse } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';

export interface MessagesRange {
  /** The batch before this index; omitted: the newest batch. */
  pivot?: number;
  /** Everything after this index (catching up after a reconnection). */
  after?: number;
}

export async function listMessages(otherId: number, range: MessagesRange = {}): Promise<ChatMessage[]> {
  const params = new URLSearchParams({ id: String(otherId) });
  if (range.pivot !== undefined) params.set('pivot', String(range.pivot));
  if (range.after !== undefined) params.set('after', String(range.after));
  return (await api.get<MessagesResponse>(`/api/messaggi?${params}`)).messages;
}

/** The pivot of the batch before `batch`, or undefined when `batch` reached the first message. */
export function pivotBefore(batch: ChatMessage[]): number | undefined {
  const written = batch.filter((message) => message.tipo !== MESSAGE_TIPO.divider);
  return written.length < PAGE_SIZE.chatBatch ? undefined : written[0].index;
}

/**
 * Everything written after `after`, in as many calls as it takes (one call returns at most
 * PAGE_SIZE.chatCatchUp messages), handing each batch to `onBatch` as it comes.
 */
export async function catchUpMessages(
  after: number,
  fetchAfter: (after: number) => Promise<ChatMessage[]>,
  onBatch: (batch: ChatMessage[]) => void,
) {
  for (let from = after; ;) {
    const batch = await fetchAfter(from);
    onBatch(batch);
    const written = batch.filter((message) => message.tipo !== MESSAGE_TIPO.divider);
    if (written.length < PAGE_SIZE.chatCatchUp) return;
    from = written[written.length - 1].index;
  }
}
