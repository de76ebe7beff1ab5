import { useQuery } from '@tanstack/react-query';
import type { OperatorAppointmentsResponse } from '../../../../common/appointments.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getUpcoming = () => api.get<OperatorAppointmentsResponse>('/api/prossimiappuntamenti');

/** The professional's bookings from today to today + 6. */
export const useUpcoming = () => useQuery({ queryKey: queryKeys.agenda.upcoming, queryFn: getUpcoming, staleTime: 0 });
