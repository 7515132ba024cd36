import { defaultLanguage, intlLocaleOf, isLanguage, type Language, languages } from "~/domain/language";
import { z } from "zod";
import { localeFile } from "./locale-files.server";
import type { LegalBlock, LegalDocument, LegalPage } from "./legal-document";
import { dateTimeFormat } from "~/domain/intl-formatters";

const rawDocument = z.strictObject({
  title: z.string(),
  description: z.string(),
  /** The date of the last change (YYYY-MM-DD), when the page shows one. */
  updated: z.string().optional(),
  intro: z.array(z.string()),
  sections: z.array(
    z.strictObject({ heading: z.string(), content: z.array(z.union([z.string(), z.array(z.string())])) }),
  ),
});

/** `public/locales/{lng}/legal.json`: the privacy policy and the terms, with their shared labels; strict, so a text no page reads fails at start-up (docs/architecture.md, "Texts"). */
const rawLegal = z.strictObject({
  lastUpdated: z.string(),
  contents: z.string(),
  privacy: rawDocument,
  terms: rawDocument,
});

type RawLegal = z.infer<typeof rawLegal>;

const files = Object.fromEntries(
  languages.map((language) => [language, localeFile(language, "legal", rawLegal)]),
) as Record<Language, RawLegal>;

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The privacy policy or the terms in one language (`public/locales/{lng}/legal.json`),
 * with the contact address filled in and the date written the local way.
 */
export function legalDocument(language: Language, page: LegalPage, email: string): LegalDocument {
  const file = files[language];
  const raw = file[page];
  const fill = (text: string) => text.replaceAll("{{email}}", email);
  const lastUpdated = raw.updated
    ? file.lastUpdated.replace(
        "{{date}}",
        dateTimeFormat(intlLocaleOf(language), {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(`${raw.updated}T00:00:00Z`)),
      )
    : null;
  return {
    title: raw.title,
    description: raw.description,
    lastUpdated,
    contentsLabel: file.contents,
    intro: raw.intro.map(fill),
    sections: raw.sections.map((section) => ({
      id: slug(section.heading),
      heading: section.heading,
      blocks: section.content.map((block): LegalBlock =>
        typeof block === "string" ? { kind: "paragraph", text: fill(block) } : { kind: "list", items: block.map(fill) },
      ),
    })),
    email,
  };
}

export interface LegalPageData {
  language: Language;
  publicUrl: string;
  /** The path after the language segment, for the canonical URL. */
  pathAfterLanguage: string;
  document: LegalDocument;
}

const legalPaths: Record<LegalPage, string> = { privacy: "/privacy-policy", terms: "/terms-and-conditions" };

/** What a legal page's loader returns: the document in the page's language, with our contact address. */
export function legalPageData(
  languageParam: string | undefined,
  page: LegalPage,
  settings: { publicUrl: string; contactEmail: string },
): LegalPageData {
  const language: Language = isLanguage(languageParam) ? languageParam : defaultLanguage;
  return {
    language,
    publicUrl: settings.publicUrl,
    pathAfterLanguage: legalPaths[page],
    document: legalDocument(language, page, settings.contactEmail),
  };
}
