import { useQuery } from '@tanstack/react-query';
import type { ClientAppointmentsResponse } from '../../../../common/appointments.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getMyAppointments = async () => (await api.get<ClientAppointmentsResponse>('/api/imieiappuntamenti')).appuntamenti;

/** The client's coming appointments with every professional. */
export const useMyAppointments = () => useQuery({ queryKey: queryKeys.myAppointments, queryFn: getMyAppointments, staleTime: 0 });
