import { redirect } from "react-router";
import { listPageSize } from "~/domain/catalog-views";
import { isLanguage, type Language } from "~/domain/language";
import { maxPageSize } from "~/server/catalog/catalog-service.server";

/** The `{lang}` segment; anything else goes to the English home (the layout does the same). */
export function languageParam(value: string | undefined): Language {
  if (!isLanguage(value)) throw redirect("/en");
  return value;
}

/** `?page=N` (1-based); anything unusable is page 1, and pages stop at the service's largest page. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page");
  const page = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), Math.floor(maxPageSize / listPageSize));
}
