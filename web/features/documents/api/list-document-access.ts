import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { documentAccessResponseSchema } from '../../../../common/audit.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

type DocumentAccessResponse = z.output<typeof documentAccessResponseSchema>;

/** Who downloaded the professional's documents, newest first. */
export const useDocumentAccess = (page: number) =>
  useQuery({
    queryKey: queryKeys.documentAccess(page),
    queryFn: () => api.get<DocumentAccessResponse>(`/api/registroaccessi?${new URLSearchParams({ page: String(page) })}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
