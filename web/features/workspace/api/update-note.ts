import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientRecord } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface UpdateNoteData {
  /** The client. */
  id: number;
  note: string;
}

export const updateNote = (input: UpdateNoteData) => api.post<{ message: string }>('/api/updatecliente', { ...input });

/** The professional's private note on a client; the cached record takes the saved text. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (_data, input) =>
      queryClient.setQueryData<ClientRecord>(
        queryKeys.link.record(input.id),
        (record) => record && { ...record, note: input.note },
      ),
  });
}
