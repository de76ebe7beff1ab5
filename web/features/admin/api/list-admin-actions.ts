import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminActionsResponseSchema } from '../../../../common/audit.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

type AdminActionsResponse = z.output<typeof adminActionsResponseSchema>;

/** The administrator's actions on users' data, newest first. */
export const useAdminActions = (page: number) =>
  useQuery({
    queryKey: queryKeys.adminActions(page),
    queryFn: () => api.get<AdminActionsResponse>(`/api/adminregistro?${new URLSearchParams({ page: String(page) })}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
