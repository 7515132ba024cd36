import { Command } from "cmdk";
import Check from "lucide-react/icons/check";
import Search from "lucide-react/icons/search";
import type { FocusEvent, KeyboardEvent, Ref } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { countryFilter, countryKeywords } from "./country-search";

export interface CountryPickerPanelProps {
  id: string;
  names: string[];
  value: string | null;
  search: string;
  onSearchChange(search: string): void;
  onChoose(name: string): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onBlur(event: FocusEvent<HTMLDivElement>): void;
  listRef: Ref<HTMLDivElement>;
}

/**
 * The open country list (cmdk: type to filter, arrow keys to move, Enter to choose). Its own
 * module, fetched when the list is first opened (app/ui/analysis/country-picker.tsx).
 */
export default function CountryPickerPanel({ listRef, ...props }: CountryPickerPanelProps) {
  const { t } = useTranslation("analysis");
  return (
    <div id={props.id} onKeyDown={props.onKeyDown} onBlur={props.onBlur} className="popover z-20 overflow-hidden">
      <Command label={t("location.label")} filter={countryFilter} defaultValue={props.value ?? undefined} loop>
        <div className="flex items-center gap-2 border-b border-line px-4">
          <Search aria-hidden="true" size={18} className="shrink-0 text-ink-soft" />
          <Command.Input
            autoFocus
            value={props.search}
            onValueChange={props.onSearchChange}
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
              onSelect={() => props.onChoose(name)}
              className="popover-option justify-between gap-3 text-base"
            >
              {name}
              {name === props.value ? <Check aria-hidden="true" size={18} className="shrink-0 text-accent" /> : null}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
    </div>
  );
}
