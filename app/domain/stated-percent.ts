import { numberFormat } from "./intl-formatters";
import { intlLocaleOf, type Language } from "./language";

/** A percentage a label prints beside an ingredient, written as the page's language writes it: "2.5%", "2,5%". */
export function statedPercentText(percent: number, language: Language): string {
  return numberFormat(intlLocaleOf(language), { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}
