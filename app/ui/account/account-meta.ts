import type { MetaDescriptor } from "react-router";
import type { Language } from "~/domain/language";
import { seoMeta } from "~/ui/seo";

export interface AccountPageMeta {
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

export function accountPageMeta(page: AccountPageMeta): MetaDescriptor[] {
  const title = `${page.title} · kulit`;
  if (page.pathAfterLanguage === null) {
    return [{ title }, { name: "description", content: page.description }, { name: "robots", content: "noindex" }];
  }
  return seoMeta({
    title,
    description: page.description,
    language: page.language,
    pathAfterLanguage: page.pathAfterLanguage,
    publicUrl: page.publicUrl,
  });
}
