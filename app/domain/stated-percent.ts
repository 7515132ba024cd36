import { numberFormat } from "./intl-formatters";
import { intlLocaleOf, type Language } from "./language";

/**
 * A percentage a label prints beside an ingredient, written as the page's language writes it:
 * "2.5%", "2,5%". An amount a label gives in parts per million keeps its figures ("1ppm" is
 * "0.0001%", never rounded to "0%").
 */
export function statedPercentText(percent: number, language: Language): string {
  const digits = percent < 0.01 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 2 };
  return numberFormat(intlLocaleOf(language), { style: "percent", ...digits }).format(percent / 100);
}
