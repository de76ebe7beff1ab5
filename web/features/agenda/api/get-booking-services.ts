import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getBookingServices = async (professionalId: number) =>
  (await api.get<ServicesResponse>(`/api/servizi?${new URLSearchParams({ id: String(professionalId), all: 'true' })}`)).services;

export const bookingServicesQueryOptions = (professionalId: number) =>
  queryOptions({ queryKey: queryKeys.link.bookingServices(professionalId), queryFn: () => getBookingServices(professionalId) });

/** Every service of a linked professional, 'Altro (Specificare)' last, for the booking dialog. */
export const useBookingServices = (professionalId: number, enabled: boolean) =>
  useQuery({ ...bookingServicesQueryOptions(professionalId), enabled });
