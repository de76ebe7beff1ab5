import { HomeLayout } from '../../components/home-layout.js';
import { FindProfessionalSection } from './find-professional-section.js';
import { MyProfessionalsSection } from './my-professionals-section.js';

/** /user: the client's professionals and the search for new ones. */
export function UserHomePage() {
  return (
    <HomeLayout subtitle={() => 'Prenota i tuoi appuntamenti e resta in contatto con i tuoi professionisti.'}>
      <MyProfessionalsSection />
      <FindProfessionalSection />
    </HomeLayout>
  );
}
