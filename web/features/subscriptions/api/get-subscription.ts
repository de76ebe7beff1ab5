import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageInfo } from '../../../../common/subscriptions.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface SubscriptionInfo {
  provider: 'stripe' | 'offline' | 'bank';
  iban: string;
  /** The bank transfer's reference line, with the professional's e-mail. */
  causale: string;
  storage: StorageInfo;
}

export const getSubscription = () => api.get<SubscriptionInfo>('/api/abbonamento');

export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription,
  queryFn: getSubscription,
  staleTime: 0,
});

/** What /subscription needs beyond `me`: the payment provider, the IBAN and the storage. */
export const useSubscription = () => useQuery(subscriptionQueryOptions);
