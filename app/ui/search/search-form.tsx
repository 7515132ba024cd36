import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { Language } from "~/domain/language";
import { searchPath } from "~/domain/site-paths";

/**
 * The search field (docs/search.md): a plain GET form to `/{lang}/search?q=`, so it works
 * without JavaScript; with it, React Router submits it as a client navigation.
 */
export function SearchForm(props: { language: Language; className?: string }) {
  const { t } = useTranslation("common");
  const inputId = useId();
  const location = useLocation();
  // On the results page the field keeps the query, so it can be changed rather than retyped.
  const query =
    location.pathname === searchPath(props.language) ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action={searchPath(props.language)} role="search" className={props.className}>
      <label htmlFor={inputId} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <div className="flex h-11 items-center rounded-full border border-line bg-white/80 focus-within:border-ink focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-accent">
        <input
          id={inputId}
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t("header.searchPlaceholder")}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-4 text-base text-ink outline-none placeholder:text-ink-soft"
        />
        <button
          type="submit"
          aria-label={t("header.searchButton")}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Search aria-hidden="true" size={20} strokeWidth={1.75} />
        </button>
      </div>
    </Form>
  );
}
