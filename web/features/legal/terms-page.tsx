import { LegalDocument } from './legal-document.js';
import { useCompany } from '../../lib/use-company.js';
import { termsText } from './terms-text.js';

export function TermsPage() {
  return <LegalDocument text={termsText(useCompany())} />;
}
