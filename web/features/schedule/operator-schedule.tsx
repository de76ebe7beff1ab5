import Stack from '@mui/material/Stack';
import { SectionCard } from '../../components/section-card.js';
import { ServicesSection } from './services-section.js';
import { WeeklyHoursEditor } from './weekly-hours-editor.js';

/** The professional's part of /account: weekly hours and services. */
export function OperatorSchedule() {
  return (
    <Stack spacing={3}>
      <SectionCard
        title="Orari di lavoro"
        description="Per ogni giorno scegli il primo e l’ultimo orario prenotabile; aggiungi le mezz’ore di pausa. Scegli “-” per chiudere il giorno."
      >
        <WeeklyHoursEditor />
      </SectionCard>
      <ServicesSection />
    </Stack>
  );
}
