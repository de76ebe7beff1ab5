import { api } from '../../../lib/api.js';
import { queryClient } from '../../../lib/query-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** Tells the server the conversation was seen up to its newest message; the counts follow. */
export async function markRead(otherId: number): Promise<void> {
  await api.post('/api/letto', { id: otherId });
  await queryClient.invalidateQueries({ queryKey: queryKeys.unread });
}
