/**
 * Intl's formatters, made once per locale and options and then shared. Making one costs far more
 * than formatting with it, and a page formats hundreds of prices, dates and lists
 * (docs/performance.md, "Pages rendered afresh"). The options a caller passes come from code, so
 * the kept set stays small.
 */
const kept = new Map<string, unknown>();

function keptFormatter<F>(kind: string, locale: string, options: object | undefined, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  const found = kept.get(key) as F | undefined;
  if (found !== undefined) return found;
  const made = make();
  kept.set(key, made);
  return made;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return keptFormatter("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keptFormatter("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return keptFormatter("list", locale, options, () => new Intl.ListFormat(locale, options));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return keptFormatter("plural", locale, undefined, () => new Intl.PluralRules(locale));
}
