import type account from "../../public/locales/en/account.json";
import type analysis from "../../public/locales/en/analysis.json";
import type catalog from "../../public/locales/en/catalog.json";
import type check from "../../public/locales/en/check.json";
import type common from "../../public/locales/en/common.json";
import type compare from "../../public/locales/en/compare.json";
import type functions from "../../public/locales/en/functions.json";
import type home from "../../public/locales/en/home.json";
import type profile from "../../public/locales/en/profile.json";
import type routine from "../../public/locales/en/routine.json";
import type composer from "../server/locales/en/composer.json";
import type mail from "../server/locales/en/mail.json";
import type { StepId } from "~/domain/questionnaire";
import type { PageNamespace, TextNamespace } from "./namespaces";

/** The English files are the reference: every key a page, a mail or the composer may ask for is one of theirs. */
export interface EnglishTexts {
  account: typeof account;
  analysis: typeof analysis;
  catalog: typeof catalog;
  check: typeof check;
  common: typeof common;
  composer: typeof composer;
  compare: typeof compare;
  functions: typeof functions;
  home: typeof home;
  mail: typeof mail;
  profile: typeof profile;
  routine: typeof routine;
}

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";

/** `x_one`/`x_other` are asked for as `x` with a `count`, as i18next does. */
type CalledAs<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base | Key : Key;

type Leaves<Tree, Prefix extends string = ""> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${CalledAs<Key>}`
    : Tree[Key] extends readonly unknown[]
      ? never
      : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/**
 * A key of `Namespace` without its namespace, e.g. `header.menu` in `common`; a list of options
 * (the composer's) is no single text, and asked for through `ComposerText`.
 */
export type TextKey<Namespace extends TextNamespace> = Namespace extends TextNamespace
  ? Leaves<EnglishTexts[Namespace]>
  : never;

/** A key written with its namespace, e.g. `catalog:card.compare`. */
export type QualifiedTextKey = { [Namespace in PageNamespace]: `${Namespace}:${TextKey<Namespace>}` }[PageNamespace];

/**
 * Keys built from data that only some members have (a hint on some questionnaire steps): they
 * may be asked for only with a `defaultValue`, which the page shows where there is no text.
 */
export type OpenTextKey = `analysis:steps.${StepId}.hint` | `analysis:steps.${StepId}.optionHints.${string}`;
