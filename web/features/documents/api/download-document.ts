import { useMutation } from '@tanstack/react-query';
import { MSG } from '../../../../common/messages/it.js';
import { ApiError } from '../../../lib/api.js';
import { clearToken, getToken } from '../../../lib/session.js';
import { fileNameOf } from '../file-name.js';

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (typeof body.error === 'string' && body.error) return new ApiError(body.error, response.status);
  console.error(`Download non riuscito (${response.status})`);
  return new ApiError(MSG.unexpected, response.status);
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/scarica needs the bearer header, so the file comes as a blob and is saved from it. */
export async function downloadDocument(id: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/scarica?${new URLSearchParams({ id: String(id) })}`, {
      headers: { Authorization: `Bearer ${getToken()}` },
      credentials: 'same-origin',
    });
  } catch (error) {
    console.error(error);
    throw new ApiError(MSG.unexpected);
  }
  if (response.status === 401) clearToken();
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
}

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
