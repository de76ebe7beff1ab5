import { useMutation } from '@tanstack/react-query';
import { MSG } from '../../../../common/messages/it.js';
import { ApiError } from '../../../lib/api.js';
import { getToken } from '../../../lib/session.js';

/** 'filename*=UTF-8''…' or 'filename="…"' of a Content-Disposition header. */
function fileNameOf(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? 'documento';
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const text =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : MSG.unexpected;
  return new ApiError(text, response.status);
}

/** GET /api/admindocumento?id: a file, not JSON, so it bypasses the JSON client but sends the same token. */
export async function downloadIdDocument(id: number): Promise<void> {
  const response = await fetch(`/api/admindocumento?id=${id}`, {
    headers: { Authorization: `Bearer ${getToken()}` },
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(MSG.unexpected);
  });
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadIdDocument = () => useMutation({ mutationFn: downloadIdDocument });
