import { LegalDocument } from './legal-document.js';
import { termsText } from './terms-text.js';

export function TermsPage() {
  return <LegalDocument text={termsText} />;
}
