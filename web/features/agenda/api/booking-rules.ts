import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRules, BookingRulesResponse, UpdateBookingRulesResponse } from '../../../../common/booking-rules.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The rules and whether they were ever saved (`salvate`), one request for the form and the /op checklist. */
const bookingRulesQuery = queryOptions({
  queryKey: queryKeys.bookingRules,
  queryFn: () => api.get<BookingRulesResponse>('/api/regoleprenotazione'),
});

export const useBookingRules = () => useQuery({ ...bookingRulesQuery, select: (res) => res.regole });

/** Whether the professional has saved the rules once, even unchanged (the /op setup checklist). */
export const useBookingRulesSaved = () => useQuery({ ...bookingRulesQuery, select: (res) => res.salvate });

export const updateBookingRules = (rules: BookingRules) =>
  api.post<UpdateBookingRulesResponse>('/api/updateregoleprenotazione', { ...rules });

export function useUpdateBookingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingRules,
    onSuccess: (res) =>
      queryClient.setQueryData<BookingRulesResponse>(queryKeys.bookingRules, {
        success: true,
        error: '',
        regole: res.regole,
        salvate: true,
      }),
  });
}
