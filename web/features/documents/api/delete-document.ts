import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface DeleteDocumentData {
  /** The document. */
  id: number;
  /** The other party, whose lists reload. */
  otherId: number;
}

export const deleteDocument = (id: number) => api.post<MessageResponse>('/api/deletedocumento', { id });

/** Only the professional deletes, and for both sides (spec §6). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteDocumentData) => deleteDocument(id),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: queryKeys.link.documents(input.otherId) }),
  });
}
