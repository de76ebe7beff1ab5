import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsResponse } from '../../../../common/subscriptions.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const listPayments = (page: number) =>
  api.get<PaymentsResponse>(`/api/pagamenti?${new URLSearchParams({ page: String(page) })}`);

export const paymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.payments.page(page),
    queryFn: () => listPayments(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The professional's payments, newest first (5 per page). */
export const usePayments = (page: number) => useQuery(paymentsQueryOptions(page));
