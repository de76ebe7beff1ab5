import Stack from '@mui/material/Stack';
import { SectionCard } from '../../components/section-card.js';
import type { ScheduleApi } from './schedule-api.js';
import { ServicesSection } from './services-section.js';
import { WeeklyHoursEditor } from './weekly-hours-editor.js';

/** The professional's part of /account (and, with `api`, of /admin/user): weekly hours and services. */
export function OperatorSchedule({ api }: { api?: ScheduleApi }) {
  return (
    <Stack spacing={3}>
      <SectionCard
        title="Orari di lavoro"
        description="Per ogni giorno scegli il primo e l’ultimo orario prenotabile; aggiungi le mezz’ore di pausa. Scegli “-” per chiudere il giorno."
      >
        <WeeklyHoursEditor api={api} />
      </SectionCard>
      <ServicesSection api={api} />
    </Stack>
  );
}
