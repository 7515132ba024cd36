import type { Language } from "~/domain/language";

/** What an account page's `<head>` needs: the loader fills it, `accountPageMeta` turns it into tags. */
export interface AccountPageHead {
  title: string;
  description: string;
  language: Language;
  publicUrl: string;
  /**
   * The page's path after the language segment, for the canonical URL and the alternates;
   * null for pages that name an address (confirmation, reset), which stay out of search engines.
   */
  pathAfterLanguage: string | null;
}
