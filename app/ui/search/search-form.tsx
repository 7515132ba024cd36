import Search from "lucide-react/icons/search";
import { type ComponentType, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, useLocation } from "react-router";
import type { Language } from "~/domain/language";
import { maxSearchQueryLength } from "~/domain/search-text";
import { searchPath } from "~/domain/site-paths";
import type { SearchComboboxProps } from "./search-combobox";
import { iconButtonClass } from "~/ui/kit/button-variants";

/** The kit's search field input (app/app.css). */
const inputClassName = "field-search-input";

/**
 * The search field (docs/search.md): a plain GET form to `/{lang}/search?q=`, so it works
 * without JavaScript; with it, React Router submits it as a client navigation. On the field's
 * first focus the field with suggestions (search-combobox.tsx, with cmdk) is fetched and takes
 * its place, so no page pays for it before a visitor starts a search.
 */
export function SearchForm(props: { language: Language; className?: string }) {
  const { t } = useTranslation("common");
  const inputId = useId();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const [combobox, setCombobox] = useState<{
    Combobox: ComponentType<SearchComboboxProps>;
    replacing: HTMLInputElement | null;
    /** The page it replaced the plain field on: on later pages it starts afresh. */
    locationKey: string;
  } | null>(null);
  // On the results page the field keeps the query, so it can be changed rather than retyped.
  const query =
    location.pathname === searchPath(props.language) ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  function loadSuggestions() {
    if (loading.current) return;
    loading.current = true;
    const locationKey = location.key;
    import("./search-combobox").then(
      ({ SearchCombobox }) => setCombobox({ Combobox: SearchCombobox, replacing: inputRef.current, locationKey }),
      (error: unknown) => {
        // The plain field goes on working; the next focus tries again.
        loading.current = false;
        console.error("the search suggestions could not be loaded", error);
      },
    );
  }

  const label = t("header.searchLabel");
  const placeholder = t("header.searchPlaceholder");
  const samePage = combobox?.locationKey === location.key;
  return (
    <Form method="get" action={searchPath(props.language)} role="search" className={props.className}>
      {combobox ? null : (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      )}
      <div className="field-search">
        {combobox ? (
          <combobox.Combobox
            // Each page starts with its own query, as the plain field does.
            key={location.key}
            language={props.language}
            replacing={samePage ? combobox.replacing : null}
            pageQuery={query}
            label={label}
            placeholder={placeholder}
            maxLength={maxSearchQueryLength}
            inputClassName={inputClassName}
          />
        ) : (
          <input
            ref={inputRef}
            id={inputId}
            key={query}
            type="search"
            name="q"
            defaultValue={query}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={maxSearchQueryLength}
            onFocus={loadSuggestions}
            onChange={loadSuggestions}
            className={inputClassName}
          />
        )}
        <button type="submit" aria-label={t("header.searchButton")} className={`${iconButtonClass} shrink-0`}>
          <Search aria-hidden="true" size={20} strokeWidth={1.75} />
        </button>
      </div>
    </Form>
  );
}
