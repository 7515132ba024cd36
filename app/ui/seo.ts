import type { MetaDescriptor } from "react-router";
import { languages, type Language } from "~/domain/language";

export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  /** The path after the language segment, starting with `/` (or empty for the home page). */
  pathAfterLanguage: string;
  publicUrl: string;
  /** Image for link previews, absolute path on this site. */
  image?: string;
}

/** Title, description, canonical URL and the en/id alternates of a page. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const url = (language: Language) => new URL(`/${language}${seo.pathAfterLanguage}`, seo.publicUrl).toString();
  const descriptors: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url(seo.language) },
    { property: "og:locale", content: seo.language === "id" ? "id_ID" : "en_GB" },
    { tagName: "link", rel: "canonical", href: url(seo.language) },
    ...languages.map((language) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: language,
      href: url(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
  ];
  if (seo.image) descriptors.push({ property: "og:image", content: new URL(seo.image, seo.publicUrl).toString() });
  return descriptors;
}
