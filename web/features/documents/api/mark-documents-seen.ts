import { api } from '../../../lib/api.js';
import { queryClient } from '../../../lib/query-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** Tells the server the other party's documents of this link were seen; the counts follow. */
export async function markDocumentsSeen(otherId: number): Promise<void> {
  await api.post('/api/documentiletti', { id: otherId });
  await queryClient.invalidateQueries({ queryKey: queryKeys.unread });
}
