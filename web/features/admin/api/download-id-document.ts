import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** GET /api/admindocumento?id: the ID document a professional uploaded at registration, saved as a file. */
export const downloadIdDocument = (id: number) => api.download(`/api/admindocumento?${new URLSearchParams({ id: String(id) })}`);

export const useDownloadIdDocument = () => useMutation({ mutationFn: downloadIdDocument });
