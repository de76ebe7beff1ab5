import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../../common/constants.js';
import { MSG } from '../../../../common/messages/it.js';
import { WORKSPACE_MSG } from '../../../../common/messages/workspace.js';
import { ApiError } from '../../../lib/api.js';
import { readCookie } from '../../../lib/cookies.js';
import { clearToken, getToken } from '../../../lib/session.js';
import { documentsQueryKey } from './list-documents.js';

export interface UploadDocumentData {
  /** The other party. */
  id: number;
  file: File;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let text = '';
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof body.error === 'string') text = body.error;
  } catch {
    // not JSON: a proxy's page
  }
  if (xhr.status === 413) return new ApiError(text || WORKSPACE_MSG.documentTooLarge, 413);
  if (!text) console.error(`Caricamento non riuscito (${xhr.status})`, xhr.responseText);
  return new ApiError(text || MSG.unexpected, xhr.status);
}

/**
 * POST /api/carica through XMLHttpRequest, the one browser API that reports upload progress.
 * The `data` field must come before the file: the server reads the parts in order.
 */
export function uploadDocument({ id, file }: UploadDocumentData, onProgress: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('data', JSON.stringify({ filename: file.name, id }));
  body.append('doc', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/carica');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${getToken()}`);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401) clearToken();
      if (xhr.status >= 200 && xhr.status < 300) resolve(WORKSPACE_MSG.documentSent);
      else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(MSG.unexpected));
    xhr.send(body);
  });
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
    onSuccess: (_message, input) => queryClient.invalidateQueries({ queryKey: documentsQueryKey(input.id) }),
  });
  return { ...mutation, progress };
}
