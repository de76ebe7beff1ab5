import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKSPACE_MSG } from '../../../../common/messages/workspace.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface UploadDocumentData {
  /** The other party. */
  id: number;
  file: File;
}

/**
 * POST /api/carica with its progress. The `data` field must come before the file: the server
 * reads the parts in order.
 */
export async function uploadDocument({ id, file }: UploadDocumentData, onProgress: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('data', JSON.stringify({ filename: file.name, id }));
  body.append('doc', file, file.name);
  await api.upload<unknown>('/api/carica', body, onProgress, { statusMessages: { 413: WORKSPACE_MSG.documentTooLarge } });
  return WORKSPACE_MSG.documentSent;
}

/** The upload and its progress (0 to 100); the lists reload once it is stored. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: UploadDocumentData) => {
      setProgress(0);
      return uploadDocument(input, setProgress);
    },
    onSuccess: (_message, input) => queryClient.invalidateQueries({ queryKey: queryKeys.link.documents(input.id) }),
  });
  return { ...mutation, progress };
}
