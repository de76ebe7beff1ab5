import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClientRecord, updateNoteSchema } from '../../../../common/workspace.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** `id` is the client. */
export type UpdateNoteData = z.output<typeof updateNoteSchema>;

export const updateNote = (input: UpdateNoteData) => api.post<MessageResponse>('/api/updatecliente', { ...input });

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
