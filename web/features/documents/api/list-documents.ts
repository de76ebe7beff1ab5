import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsResponse } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { Uploader } from '../document-boxes.js';

export const listDocuments = (otherId: number, t: Uploader, page: number, q: string) =>
  api.get<DocumentsResponse>(
    `/api/documenti?${new URLSearchParams({ id: String(otherId), t: String(t), page: String(page), q })}`,
  );

export const documentsQueryOptions = (otherId: number, t: Uploader, page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.link.documentsPage(otherId, t, page, q),
    queryFn: () => listDocuments(otherId, t, page, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The documents one side uploaded in this link, 15 per page, newest first. */
export const useDocuments = (otherId: number, t: Uploader, page: number, q: string) =>
  useQuery(documentsQueryOptions(otherId, t, page, q));
