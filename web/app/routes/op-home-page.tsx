import { HomeLayout } from '../../components/home-layout.js';
import { ClientsSection } from '../../features/links/clients-section.js';
import { SubscriptionBanner } from '../../features/subscriptions/subscription-banner.js';
import { OperatorAgenda } from '../../features/agenda/operator-agenda.js';

/** /op: the professional's home, made of independent sections. */
export function OpHomePage() {
  return (
    <HomeLayout subtitle={(me) => me.nome_azienda}>
      <SubscriptionBanner />
      <ClientsSection />
      <OperatorAgenda />
    </HomeLayout>
  );
}
