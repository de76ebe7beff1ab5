import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadsResponse } from '../../../../common/public.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getLeads = () => api.get<LeadsResponse>('/api/adminleads');

export const leadsQueryOptions = queryOptions({ queryKey: queryKeys.admin.leads, queryFn: getLeads, staleTime: 0 });

/** Visitors of the landing page: totals, time buckets and those who did more than look (docs/decisions/0012-leads.md). */
export const useLeads = () => useQuery(leadsQueryOptions);
