import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsResponse } from '../../../../common/subscriptions.js';
import { api } from '../../../lib/api.js';

export const paymentsQueryKey = ['payments'] as const;

export const listPayments = (page: number) =>
  api.get<PaymentsResponse>(`/api/pagamenti?${new URLSearchParams({ page: String(page) })}`);

export const paymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, page],
    queryFn: () => listPayments(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The professional's payments, newest first (5 per page). */
export const usePayments = (page: number) => useQuery(paymentsQueryOptions(page));
