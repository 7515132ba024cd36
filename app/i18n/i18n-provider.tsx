import { cloneElement, createContext, Fragment, type ReactElement, type ReactNode, useContext, useMemo } from "react";
import { defaultLanguage, type Language } from "~/domain/language";
import type { PageNamespace, PageResources } from "./namespaces";
import { taggedPieces } from "./tagged-text";
import { createTranslate, interpolate, type Translate, type TranslateOptions } from "./translate";

interface Texts {
  language: Language;
  resources: Partial<PageResources>;
}

const TextsContext = createContext<Texts>({ language: defaultLanguage, resources: {} });

/**
 * Texts come from the root loader's data, so the server and the browser render the same text
 * with no extra request and no flicker (docs/decisions/0002); the browser gets them without a
 * translation library (docs/decisions/0015).
 */
export function I18nProvider(props: { language: Language; resources: Partial<PageResources>; children: ReactNode }) {
  const { language, resources } = props;
  const texts = useMemo(() => ({ language, resources }), [language, resources]);
  return <TextsContext value={texts}>{props.children}</TextsContext>;
}

/**
 * The page's `t`: keys without a namespace are looked up in `namespaces`, in order (the first is
 * the component's own).
 */
export function useTranslation<Namespaces extends PageNamespace>(
  namespaces: Namespaces | readonly Namespaces[],
): { t: Translate<Namespaces> } {
  const { language, resources } = useContext(TextsContext);
  const list: readonly Namespaces[] = typeof namespaces === "string" ? [namespaces] : namespaces;
  const key = list.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `list`, a new array on each render
  const t = useMemo(() => createTranslate(language, resources, list), [language, resources, key]);
  return { t };
}

/**
 * A text with `<name>…</name>` tags, each tag's words put inside the element given for its name
 * (a link, a `<strong>`). Placeholders are filled inside the pieces, so a value such as an email
 * address is always shown as text, never read as a tag.
 */
export function TaggedText(props: {
  /** The text as `t` gives it without values, its placeholders still in place. */
  text: string;
  values?: TranslateOptions;
  elements: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const pieces = taggedPieces(props.text);
  return pieces.map((piece, index) => {
    const text = interpolate(piece.text, props.values);
    const element = piece.tag === null ? undefined : props.elements[piece.tag];
    return element ? cloneElement(element, { key: index }, text) : <Fragment key={index}>{text}</Fragment>;
  });
}

/** The language of the page's texts (for dates and numbers written beside them). */
export function useLanguage(): Language {
  return useContext(TextsContext).language;
}
