import { useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getOwnServices = async () => (await api.get<ServicesResponse>('/api/servizi?all=true')).services;

/** Every service of the professional, 'Altro (Specificare)' last, for booking a client. */
export const useOwnServices = () => useQuery({ queryKey: queryKeys.services.bookable, queryFn: getOwnServices });
