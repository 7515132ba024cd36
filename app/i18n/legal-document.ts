/** The privacy policy and the terms as the pages show them (read from public/locales/{lng}/legal.json). */
export type LegalPage = "privacy" | "terms";

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** E.g. "Last updated: 15 January 2024"; absent when the document has no date. */
  lastUpdated: string | null;
  contentsLabel: string;
  intro: string[];
  sections: LegalSection[];
  /** The contact address the texts mention, so the page can turn it into a link. */
  email: string;
}
