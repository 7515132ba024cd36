import type { ReactNode } from "react";
import type { Language } from "~/domain/language";
import type { LegalDocument } from "~/i18n/legal-document";
import { seoMeta } from "./seo";

/** Turns each mention of the contact address into a mailto link. */
function withEmailLinks(text: string, email: string): ReactNode {
  if (!email || !text.includes(email)) return text;
  const parts = text.split(email);
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${email}`} className="link-accent">
            {email}
          </a>,
          part,
        ],
  );
}

/** A privacy policy or terms page: title, date, contents, then headings and paragraphs. */
export function LegalPage(props: { document: LegalDocument }) {
  const { document } = props;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        {document.lastUpdated ? <p className="mt-3 text-sm text-ink-soft">{document.lastUpdated}</p> : null}
      </header>
      <div className="mt-8 space-y-4 text-lg leading-relaxed">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{withEmailLinks(paragraph, document.email)}</p>
        ))}
      </div>
      <nav aria-labelledby="legal-contents" className="panel-sand mt-10 p-6">
        <h2 id="legal-contents" className="caps text-sm">
          {document.contentsLabel}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-ink-soft">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="link-quiet">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12">
          <h2 id={section.id} className="scroll-mt-6 text-2xl font-semibold tracking-tight">
            <span className="mr-2 text-ink-soft">{index + 1}.</span>
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed">
            {section.blocks.map((block, blockIndex) =>
              block.kind === "paragraph" ? (
                <p key={blockIndex}>{withEmailLinks(block.text, document.email)}</p>
              ) : (
                <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-accent">
                  {block.items.map((item) => (
                    <li key={item}>{withEmailLinks(item, document.email)}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}

/**
 * Title, description, canonical and alternates of a legal page; none without its loader's data
 * (the error boundary's meta takes over then).
 */
export function legalPageMeta(
  data:
    | {
        language: Language;
        publicUrl: string;
        pathAfterLanguage: string;
        document: { title: string; description: string };
      }
    | undefined,
) {
  if (!data) return [];
  return seoMeta({
    title: `${data.document.title} · kulit`,
    description: data.document.description,
    language: data.language,
    pathAfterLanguage: data.pathAfterLanguage,
    publicUrl: data.publicUrl,
  });
}
