import type { MetaDescriptor } from "react-router";
import { defaultLanguage, intlLocaleOf, languages, type Language } from "~/domain/language";

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
    { property: "og:locale", content: intlLocaleOf(seo.language).replace("-", "_") },
    { tagName: "link", rel: "canonical", href: url(seo.language) },
    ...languages.map((language) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: language,
      href: url(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(defaultLanguage) },
  ];
  if (seo.image) descriptors.push({ property: "og:image", content: new URL(seo.image, seo.publicUrl).toString() });
  return descriptors;
}

/** What a loader decides about its page's head; `seoMeta` adds the language and the public URL. */
export type LoaderSeo = Omit<PageSeo, "language" | "publicUrl">;

/**
 * The meta of a page whose loader returned its head as `seo`, under the root loader's public
 * URL; none while either is missing (the error boundary's meta takes over then).
 */
export function loaderSeoMeta(
  data: { language: Language; seo: LoaderSeo } | undefined,
  publicUrl: string | undefined,
): MetaDescriptor[] {
  if (!data || publicUrl === undefined) return [];
  return seoMeta({ ...data.seo, language: data.language, publicUrl });
}
