import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** GET /api/scarica needs the bearer header, so the file comes as a blob and is saved from it. */
export const downloadDocument = (id: number) => api.download(`/api/scarica?${new URLSearchParams({ id: String(id) })}`);

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
