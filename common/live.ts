import { z } from 'zod';

export { LIVE_EVENTS, LIVE_NAMESPACE } from './live-events.js';

/**
 * `agenda_changed`: whose agenda, and the clients whose own bookings changed (the professional
 * hears all of them, a client only itself), so their 'next appointment' is refetched too.
 */
export const agendaChangedSchema = z.object({ operatorId: z.number(), clientIds: z.array(z.number()) });
export type AgendaChanged = z.output<typeof agendaChangedSchema>;

/** `link_changed`, `documents_changed`, `note_changed`: the link concerned. */
export const linkEventSchema = z.object({ operatorId: z.number(), clientId: z.number() });
export type LinkEvent = z.output<typeof linkEventSchema>;
