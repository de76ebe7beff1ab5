import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '../../../../common/subscriptions.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getSubscription = () => api.get<SubscriptionResponse>('/api/abbonamento');

export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription,
  queryFn: getSubscription,
  staleTime: 0,
});

/** What /subscription needs beyond `me`: the payment provider, the IBAN and the storage. */
export const useSubscription = () => useQuery(subscriptionQueryOptions);
