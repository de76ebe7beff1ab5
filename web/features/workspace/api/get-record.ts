import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordResponse } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { Role } from '../../../lib/role.js';

/** The professional reads the client (`/api/cliente`), the client reads the professional (`/api/op`). */
export const getRecord = async (viewer: Role, id: number) =>
  (await api.get<RecordResponse>(`/api/${viewer === 'op' ? 'cliente' : 'op'}?${new URLSearchParams({ id: String(id) })}`)).user;

export const recordQueryOptions = (viewer: Role, id: number) =>
  queryOptions({ queryKey: queryKeys.link.record(id), queryFn: () => getRecord(viewer, id), staleTime: 0 });

export const useRecord = (viewer: Role, id: number) => useQuery(recordQueryOptions(viewer, id));
