import ChevronsUpDown from "lucide-react/icons/chevrons-up-down";
import MapPin from "lucide-react/icons/map-pin";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { onDemand } from "~/ui/on-demand";
import { useOnDemandComponent } from "~/ui/use-on-demand-component";

const loadPanel = onDemand(() => import("./country-picker-panel"));

/**
 * The searchable country list labelled Location (docs/screens.md): a button shows the chosen
 * country; it opens a search field over the list (cmdk: type to filter, arrow keys to move,
 * Enter to choose, Escape to close). The search field and the list are named for screen
 * readers; choosing or closing puts the focus back on the button. The list's code (cmdk) is
 * fetched when the button is first pointed at, focused or tapped; should that fetch fail, the
 * button says so and tries again on the next tap.
 */
export function CountryPicker(props: { names: string[]; value: string | null; onChange(name: string): void }) {
  const { t } = useTranslation("analysis");
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [loadFailed, setLoadFailed] = useState(false);
  const { Component: Panel, show: showPanel, preload } = useOnDemandComponent(loadPanel);
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

  function openPanel() {
    setLoadFailed(false);
    showPanel(
      () => setOpen(true),
      (error: unknown) => {
        console.error("The country list could not be loaded", error);
        setLoadFailed(true);
      },
    );
  }

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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? close(false) : openPanel())}
        className="choice mt-2 gap-3 px-4 text-base font-semibold"
      >
        <span id={valueId} className="flex items-center gap-2.5">
          <MapPin aria-hidden="true" size={20} className="shrink-0 text-accent" />
          {props.value ?? t("location.choose")}
        </span>
        <ChevronsUpDown aria-hidden="true" size={20} className="shrink-0 text-ink-soft" />
      </button>

      {open && Panel ? (
        <Panel
          id={panelId}
          names={props.names}
          value={props.value}
          search={search}
          onSearchChange={setSearch}
          onChoose={choose}
          onKeyDown={onPanelKeyDown}
          onBlur={onPanelBlur}
          listRef={listRef}
        />
      ) : null}
      {loadFailed ? (
        <p role="alert" className="mt-2 text-base font-medium text-error">
          {t("location.listFailed")}
        </p>
      ) : null}
    </div>
  );
}
