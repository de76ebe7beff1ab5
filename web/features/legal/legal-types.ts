export interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  closing?: string[];
}

export interface LegalText {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
