import { languages, type Language } from "~/domain/language";
import { localeFile } from "./locale-files.server";
import { translationTree } from "./translation-tree.server";
import { createTranslate, type Translate } from "./translate";

/** The account mails' translator: only the `mail` namespace's keys, typed as the pages' are. */
export type MailTranslate = Translate<"mail">;

const translators = new Map(
  languages.map((language) => [
    language,
    createTranslate(language, { mail: localeFile(language, "mail", translationTree) }, ["mail"] as const),
  ]),
);

/**
 * A `t` over the account mails' texts (`app/server/locales/{lng}/mail.json`), with the pages' files
 * and rules: the mails are the one place the server words a message itself (docs/decisions/0031).
 */
export function mailTranslator(language: Language): MailTranslate {
  const translate = translators.get(language);
  if (translate === undefined) throw new Error(`no mail texts for language ${language}`);
  return translate;
}
