import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SLOT, type CalendarDay } from '../../../common/agenda.js';
import { VIDEO_OPENS_BEFORE_MINUTES } from '../../../common/calendars.js';
import { slotWhen } from '../../components/slot-grid/slot-request.js';
import { VideoLink } from '../../components/video-link.js';

/** An online appointment stays here until half an hour after it starts. */
const SHOWN_AFTER_START_MS = 30 * 60_000;

/**
 * The client's next online appointment among the days shown, with 'Entra nella videochiamata'
 * on the page itself: one click from 10 minutes before the start.
 */
export function UpcomingVideoCall({ calendario }: { calendario: CalendarDay[] }) {
  // Taken once, when the section appears: an appointment that started over half an hour before is left out.
  const [now] = useState(() => Date.now());
  for (const day of calendario) {
    for (const slot of day.ore.flat()) {
      if (slot.stato !== SLOT.booked || !slot.video || !slot.videoDa) continue;
      const start = new Date(slot.videoDa).getTime() + VIDEO_OPENS_BEFORE_MINUTES * 60_000;
      if (start + SHOWN_AFTER_START_MS < now) continue;
      return (
        <Box
          component="section"
          aria-label="Il tuo prossimo appuntamento online"
          sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2 }}
        >
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Il tuo prossimo appuntamento online: {slotWhen({ day, slot })}
            {slot.servizio ? ` · ${slot.servizio}` : ''}
          </Typography>
          <VideoLink url={slot.video} opensAt={slot.videoDa} />
        </Box>
      );
    }
  }
  return null;
}
