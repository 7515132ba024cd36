import { defaultLanguage, isLanguage, type Language } from "~/domain/language";
import { legalDocument } from "~/i18n/legal.server";
import { LegalPage } from "~/ui/legal-page";
import { seoMeta } from "~/ui/seo";
import type { Route } from "./+types/terms-and-conditions";

export function loader({ params, context }: Route.LoaderArgs) {
  const language: Language = isLanguage(params.lang) ? params.lang : defaultLanguage;
  return {
    language,
    publicUrl: context.settings.publicUrl,
    document: legalDocument(language, "terms", context.settings.contactEmail),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    title: `${loaderData.document.title} · kulit`,
    description: loaderData.document.description,
    language: loaderData.language,
    pathAfterLanguage: "/terms-and-conditions",
    publicUrl: loaderData.publicUrl,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
