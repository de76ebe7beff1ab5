import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRules, BookingRulesResponse, UpdateBookingRulesResponse } from '../../../../common/booking-rules.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getBookingRules = async () => (await api.get<BookingRulesResponse>('/api/regoleprenotazione')).regole;

export const useBookingRules = () => useQuery({ queryKey: queryKeys.bookingRules, queryFn: getBookingRules });

export const updateBookingRules = (rules: BookingRules) =>
  api.post<UpdateBookingRulesResponse>('/api/updateregoleprenotazione', { ...rules });

export function useUpdateBookingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingRules,
    onSuccess: (res) => queryClient.setQueryData(queryKeys.bookingRules, res.regole),
  });
}
