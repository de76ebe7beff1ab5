import { useEffect, useRef } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { clientAgendaKey } from '../agenda/api/get-client-calendar.js';
import { recordQueryKey } from './api/get-record.js';

/**
 * The record's 'next appointment' follows the client's bookings: each time the booking
 * calendar has reloaded (after a booking or a cancellation), the record is read again.
 */
export function useAppointmentRefresh(professionalId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: clientAgendaKey(professionalId) });
  const wasFetching = useRef(false);

  useEffect(() => {
    if (enabled && wasFetching.current && fetching === 0) {
      void queryClient.invalidateQueries({ queryKey: recordQueryKey('client', professionalId) });
    }
    wasFetching.current = fetching > 0;
  }, [enabled, fetching, professionalId, queryClient]);
}
