import { LegalDocument } from './legal-document.js';
import { useCompany } from '../../lib/use-company.js';
import { privacyText } from './privacy-text.js';

export function PrivacyPage() {
  return <LegalDocument text={privacyText(useCompany())} />;
}
