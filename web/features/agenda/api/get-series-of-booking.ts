import { useQuery } from '@tanstack/react-query';
import type { SeriesOfBookingResponse } from '../../../../common/agenda.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** `ora` 'HHMM'; `professionalId` when a client asks about their own booking. */
export const getSeriesOfBooking = async (giorno: string, ora: string, professionalId?: number) => {
  const params = new URLSearchParams({ giorno, ora, ...(professionalId ? { id: String(professionalId) } : {}) });
  return (await api.get<SeriesOfBookingResponse>(`/api/serieprenotazione?${params}`)).serie;
};

/** The series a booking belongs to (null for a single appointment), to ask how much to cancel. */
export const useSeriesOfBooking = (giorno: string, ora: string, professionalId?: number) =>
  useQuery({
    queryKey: queryKeys.seriesOfBooking(giorno, ora, professionalId ?? 0),
    queryFn: () => getSeriesOfBooking(giorno, ora, professionalId),
    staleTime: 0,
  });
