import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { listMessages, pivotBefore } from './list-messages.js';

/** 0 stands for 'the newest batch'; any other page parameter is a pivot. */
export const chatHistoryQueryOptions = (otherId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chat(otherId),
    queryFn: ({ pageParam }) => listMessages(otherId, pageParam === 0 ? {} : { pivot: pageParam }),
    initialPageParam: 0,
    getNextPageParam: pivotBefore,
    // Live messages keep the open page current; a later visit starts afresh.
    staleTime: Infinity,
    gcTime: 0,
  });

/** The conversation in batches of 12, newest first: each next page is the batch before. */
export const useChatHistory = (otherId: number) => useInfiniteQuery(chatHistoryQueryOptions(otherId));
