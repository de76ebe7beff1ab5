import { HomeLayout } from '../../components/home-layout.js';
import { MyAppointments } from '../../features/agenda/my-appointments.js';
import { FindProfessionalSection } from '../../features/links/find-professional-section.js';
import { MyProfessionalsSection } from '../../features/links/my-professionals-section.js';

/** /user: the client's coming appointments, their professionals and the search for new ones. */
export function UserHomePage() {
  return (
    <HomeLayout subtitle={() => 'Prenota i tuoi appuntamenti e resta in contatto con i tuoi professionisti.'}>
      <MyAppointments />
      <MyProfessionalsSection />
      <FindProfessionalSection />
    </HomeLayout>
  );
}
