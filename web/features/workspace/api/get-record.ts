import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordResponse } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';
import type { Viewer } from '../workspace-viewer.js';

export const recordQueryKey = (viewer: Viewer, id: number) => ['workspace', 'record', viewer, id] as const;

/** The professional reads the client (`/api/cliente`), the client reads the professional (`/api/op`). */
export const getRecord = async (viewer: Viewer, id: number) =>
  (await api.get<RecordResponse>(`/api/${viewer === 'op' ? 'cliente' : 'op'}?${new URLSearchParams({ id: String(id) })}`)).user;

export const recordQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({ queryKey: recordQueryKey(viewer, id), queryFn: () => getRecord(viewer, id), staleTime: 0 });

export const useRecord = (viewer: Viewer, id: number) => useQuery(recordQueryOptions(viewer, id));
