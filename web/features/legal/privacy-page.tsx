import { LegalDocument } from './legal-document.js';
import { privacyText } from './privacy-text.js';

export function PrivacyPage() {
  return <LegalDocument text={privacyText} />;
}
