import { Command } from "cmdk";
import { Check, ChevronsUpDown, MapPin, Search } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { countryFilter, countryKeywords } from "./country-search";

/**
 * The searchable country list labelled Location (docs/screens.md): a button shows the chosen
 * country; it opens a search field over the list (cmdk: type to filter, arrow keys to move,
 * Enter to choose, Escape to close). The search field and the list are named for screen
 * readers; choosing or closing puts the focus back on the button.
 */
export function CountryPicker(props: { names: string[]; value: string | null; onChange(name: string): void }) {
  const { t } = useTranslation("analysis");
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const valueId = useId();
  const panelId = useId();

  function close(returnFocus: boolean) {
    setOpen(false);
    setSearch("");
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(name: string) {
    props.onChange(name);
    close(true);
  }

  // A click or tap anywhere else closes the list, as a dropdown does.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpen(false);
        setSearch("");
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Opening shows the chosen country in the middle of the list; a search shows the best
  // matches from the top. Only the list scrolls, never the page. This runs after cmdk's own
  // scrolling, which only brings the highlighted item to the nearest edge.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      if (!list) return;
      const item = list.querySelector<HTMLElement>('[aria-selected="true"]');
      if (search !== "" || !item) {
        list.scrollTop = 0;
        return;
      }
      const offset = item.getBoundingClientRect().top - list.getBoundingClientRect().top;
      list.scrollTop += offset - (list.clientHeight - item.offsetHeight) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [open, search]);

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    }
  }

  function onPanelBlur(event: FocusEvent<HTMLDivElement>) {
    // Tab to elsewhere on the page closes the list; a click inside it moves no focus (null).
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close(false);
  }

  return (
    <div ref={rootRef} className="relative">
      <span id={labelId} className="block text-sm font-semibold">
        {t("location.label")}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="mt-2 flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl border border-line bg-white/80 px-4 text-left text-base font-semibold transition-colors hover:border-ink/40"
      >
        <span id={valueId} className="flex items-center gap-2.5">
          <MapPin aria-hidden="true" size={20} className="shrink-0 text-accent" />
          {props.value ?? t("location.choose")}
        </span>
        <ChevronsUpDown aria-hidden="true" size={20} className="shrink-0 text-ink-soft" />
      </button>

      {open ? (
        <div
          id={panelId}
          onKeyDown={onPanelKeyDown}
          onBlur={onPanelBlur}
          className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-line bg-cream shadow-[0_12px_32px_rgba(61,58,57,0.18)]"
        >
          <Command label={t("location.label")} filter={countryFilter} defaultValue={props.value ?? undefined} loop>
            <div className="flex items-center gap-2 border-b border-line px-4">
              <Search aria-hidden="true" size={18} className="shrink-0 text-ink-soft" />
              <Command.Input
                autoFocus
                value={search}
                onValueChange={setSearch}
                placeholder={t("location.search")}
                className="h-12 w-full bg-transparent text-base placeholder:text-ink-soft focus:outline-none"
              />
            </div>
            <Command.List
              ref={listRef}
              // cmdk sorts by moving the items; scroll anchoring would keep the old ones in view.
              label={t("location.listLabel")}
              className="max-h-[min(18rem,50dvh)] overflow-y-auto overscroll-contain p-2 [overflow-anchor:none]"
            >
              <Command.Empty className="px-3 py-4 text-sm text-ink-soft">{t("location.noResults")}</Command.Empty>
              {props.names.map((name) => (
                <Command.Item
                  key={name}
                  value={name}
                  keywords={[...(countryKeywords[name] ?? [])]}
                  onSelect={() => choose(name)}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 text-base data-[selected=true]:bg-accent-soft"
                >
                  {name}
                  {name === props.value ? (
                    <Check aria-hidden="true" size={18} className="shrink-0 text-accent" />
                  ) : null}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </div>
      ) : null}
    </div>
  );
}
