import { Command } from "cmdk";
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { useNavigate } from "react-router";
import type { Language } from "~/domain/language";
import {
  minSuggestionLength,
  searchSuggestionsPath,
  type SuggestionList,
  suggestionListSchema,
} from "~/domain/search-suggestions";
import { searchQueryOf } from "~/domain/search-text";
import { checkPath, searchPath } from "~/domain/site-paths";

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
const debounceMs = 150;

/**
 * cmdk highlights the first option whenever its value is empty; a value no option has keeps
 * every option unhighlighted until the visitor moves to one, so Enter searches for what was typed.
 */
const noOption = "none";

export interface SearchComboboxProps {
  language: Language;
  /** The plain field this one replaces: its text, caret and focus carry over. */
  replacing: HTMLInputElement | null;
  /** The text of a field that starts afresh (the results page's query, or nothing). */
  pageQuery: string;
  /** The field's accessible name, placeholder, length limit and look, the same as the plain field's. */
  label: string;
  placeholder: string;
  maxLength: number;
  inputClassName: string;
}

const optionClass = "popover-option gap-2 text-sm";

/** One kind of suggestion (products, ingredients, product types) under its heading; none, no heading. */
function SuggestionGroup<T extends { path: string }>(props: {
  heading: string;
  items: readonly T[];
  label(item: T): ReactNode;
  go(path: string): void;
}) {
  if (props.items.length === 0) return null;
  return (
    <Command.Group heading={props.heading} className="popover-group">
      {props.items.map((item) => (
        <Command.Item key={item.path} value={item.path} onSelect={() => props.go(item.path)} className={optionClass}>
          {props.label(item)}
        </Command.Item>
      ))}
    </Command.Group>
  );
}

/**
 * The header's search field with suggestions (docs/search.md, "Suggestions"), loaded on the
 * field's first focus: a cmdk combobox whose options are products, ingredients and product types
 * from `/{lang}/search/suggestions`, then the search itself. Up and down move through them, Enter
 * opens the highlighted one, Escape closes the list; with nothing highlighted, Enter submits the
 * form as the plain field does.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Read while the plain field is still on the page, just before this one replaces it.
  const [takeOver] = useState(() => ({
    focused: props.replacing !== null && props.replacing === document.activeElement,
    selection: [props.replacing?.selectionStart ?? null, props.replacing?.selectionEnd ?? null] as const,
  }));
  const [text, setText] = useState(() => props.replacing?.value ?? props.pageQuery);
  const [open, setOpen] = useState(takeOver.focused);
  const [highlighted, setHighlighted] = useState(noOption);
  // The last answer stays until the next arrives, so the list does not flicker while typing.
  const [suggestions, setSuggestions] = useState<SuggestionList | null>(null);
  // The server answers the same for any spelling of the spaces and case: one cached answer each.
  const wanted = searchQueryOf(text).toLowerCase();
  const showing = open && wanted.length >= minSuggestionLength;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !takeOver.focused) return;
    input.focus();
    const [start, end] = takeOver.selection;
    if (start !== null && end !== null) input.setSelectionRange(start, end);
  }, [takeOver]);

  // cmdk's input always says its list is expanded, and points at the highlighted option only
  // when cmdk moved the highlight itself. Here the list is expanded only while shown, and the
  // option pointed at is the one highlighted, also when this component set it (none after
  // typing, the first one on opening), so screen readers announce what Enter would open.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute("aria-expanded", String(showing));
    const option =
      showing && highlighted !== noOption
        ? listRef.current?.querySelector(`[cmdk-item][data-value="${CSS.escape(highlighted)}"]`)
        : null;
    if (option) input.setAttribute("aria-activedescendant", option.id);
    else input.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    if (wanted.length < minSuggestionLength) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(searchSuggestionsPath(props.language, wanted), { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`search suggestions: HTTP ${response.status}`);
          setSuggestions(suggestionListSchema.parse(await response.json()));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // The field still searches without suggestions; the failure is for the console.
          console.error("search suggestions could not be loaded", error);
          setSuggestions(null);
        });
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, props.language]);

  const searchFor = searchPath(props.language, text);
  /** Every option's value (the page it leads to), in the list's order. */
  const options = [
    ...(suggestions?.products ?? []),
    ...(suggestions?.ingredients ?? []),
    ...(suggestions?.productTypes ?? []),
  ]
    .map((option) => option.path)
    .concat(searchFor, checkPath(props.language));

  function go(path: string) {
    setOpen(false);
    setHighlighted(noOption);
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "Home":
      case "End":
        // cmdk would take these to the first and last option; in a text field they move the caret.
        event.stopPropagation();
        break;
      case "Escape":
        if (showing) {
          event.preventDefault();
          setOpen(false);
          setHighlighted(noOption);
        }
        break;
      case "ArrowDown":
      case "ArrowUp":
        if (!showing && wanted.length >= minSuggestionLength) {
          // A closed list opens on its first option (its last, going up), as the pattern has it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
          setHighlighted((event.key === "ArrowDown" ? options[0] : options.at(-1)) ?? noOption);
        }
        break;
      case "Enter":
        // Nothing chosen: the form submits, as without suggestions (cmdk would swallow the key).
        if (!showing || highlighted === noOption) event.stopPropagation();
        break;
    }
  }

  return (
    <Command
      label={props.label}
      shouldFilter={false}
      value={highlighted}
      onValueChange={setHighlighted}
      vimBindings={false}
      loop
      className="flex h-full min-w-0 flex-1"
    >
      <Command.Input
        ref={inputRef}
        name="q"
        value={text}
        onValueChange={(value) => {
          setText(value);
          setOpen(true);
          setHighlighted(noOption);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        enterKeyHint="search"
        className={props.inputClassName}
      />
      <Command.List
        ref={listRef}
        label={t("header.suggestions.label")}
        hidden={!showing}
        // A press on an option must not take the focus from the field (that closes the list first).
        onMouseDown={(event) => event.preventDefault()}
        className="popover z-30 max-h-[min(28rem,70dvh)] overflow-y-auto overscroll-contain p-2"
      >
        {showing ? (
          <>
            {suggestions ? (
              <>
                <SuggestionGroup
                  heading={t("header.suggestions.products")}
                  items={suggestions.products}
                  label={(product) => (
                    <span>
                      <span className="font-semibold">{product.brand}</span> {product.name}
                    </span>
                  )}
                  go={go}
                />
                <SuggestionGroup
                  heading={t("header.suggestions.ingredients")}
                  items={suggestions.ingredients}
                  label={(ingredient) => ingredient.name}
                  go={go}
                />
                <SuggestionGroup
                  heading={t("header.suggestions.productTypes")}
                  items={suggestions.productTypes}
                  label={(type) => type.title}
                  go={go}
                />
              </>
            ) : null}
            <Command.Item value={searchFor} onSelect={() => go(searchFor)} className={optionClass}>
              {t("header.suggestions.searchFor", { query: text.trim() })}
            </Command.Item>
            {/* A product kulit does not hold can still be read from its list (docs/check.md). */}
            <Command.Item
              value={checkPath(props.language)}
              onSelect={() => go(checkPath(props.language))}
              className={optionClass}
            >
              {t("check:nav")}
            </Command.Item>
          </>
        ) : null}
      </Command.List>
    </Command>
  );
}
