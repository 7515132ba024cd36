import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { ProductIngredientView } from "~/domain/catalog-views";
import { functionBreakdown, functionFallbackTitle, type FunctionChip } from "~/domain/ingredient-breakdown";
import type { IngredientFunction } from "~/domain/ingredient-functions";
import type { Language } from "~/domain/language";
import { ingredientPath } from "~/domain/product-url";
import { onDemand } from "~/ui/on-demand";
import { usePlainLinks } from "~/ui/plain-links";
import { useOnDemandComponent } from "~/ui/use-on-demand-component";

/** Title and description of an ingredient function (the `functions` namespace). */
export function useFunctionText() {
  const { t } = useTranslation("functions");
  return {
    title: (fn: IngredientFunction) => t(`${fn}.title`, { defaultValue: functionFallbackTitle(fn) }),
    description: (fn: IngredientFunction) => t(`${fn}.description`, { defaultValue: "" }),
  };
}

/** The functions of one ingredient with what each does (ingredient page); kulit's notes drawn apart. */
export function FunctionDescriptions(props: { functions: readonly IngredientFunction[]; note?: boolean }) {
  const text = useFunctionText();
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {props.functions.map((fn) => (
        <li key={fn} className="flex flex-col gap-1">
          <span
            className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${props.note ? "border border-dashed border-ink-soft text-ink" : "bg-accent-soft text-accent"}`}
          >
            {text.title(fn)}
          </span>
          {text.description(fn) ? (
            <span className="text-sm leading-relaxed text-ink-soft">{text.description(fn)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The ingredients of a function, each linked to its page. `plain`: `<a>` elements, which a list
 * around them follows in the page (`usePlainLinks`), for the many chips a page renders at once.
 */
export function IngredientLinks(props: {
  ingredients: ProductIngredientView[];
  language: Language;
  className?: string;
  plain?: boolean;
}) {
  const className = "inline-flex min-h-7 items-center link";
  return (
    <ul className={`flex flex-wrap gap-x-3 text-sm ${props.className ?? ""}`}>
      {props.ingredients.map((ingredient) => (
        <li key={`${ingredient.ingredientId ?? ingredient.name}`}>
          {ingredient.ingredientId === null ? (
            ingredient.name
          ) : props.plain ? (
            <a href={ingredientPath(props.language, ingredient.ingredientId)} className={className}>
              {ingredient.name}
            </a>
          ) : (
            <Link to={ingredientPath(props.language, ingredient.ingredientId)} className={className}>
              {ingredient.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

const loadChipDialog = onDemand(() => import("./function-chip-dialog"));

/** Where a chip's function comes from: CosIng's functions, or kulit's own notes (shown apart). */
export type ChipSource = "cosing" | "kulit";

export interface OpenChip {
  chip: FunctionChip<ProductIngredientView>;
  source: ChipSource;
}

/** The chips of one source; each is a `<details>` without JavaScript and opens the dialog with it. */
function ChipList(props: {
  chips: FunctionChip<ProductIngredientView>[];
  source: ChipSource;
  language: Language;
  onOpen: (open: OpenChip, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation("catalog");
  const text = useFunctionText();
  const list = useRef<HTMLUListElement>(null);
  usePlainLinks(list);
  return (
    <ul ref={list} className="mt-3 flex flex-wrap gap-2">
      {props.chips.map((chip) => (
        <li key={chip.function} className="has-[details[open]]:basis-full">
          <details className="group">
            <summary
              className={props.source === "kulit" ? "chip chip-note" : "chip"}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                props.onOpen({ chip, source: props.source }, event.currentTarget);
              }}
            >
              {text.title(chip.function)}
              <span className="chip-count">
                <span aria-hidden="true">{chip.count}</span>
                <span className="sr-only">
                  , {t("product.ingredientCount", { count: chip.count })}
                  {props.source === "kulit" ? `, ${t("functionSource.kulitNote")}` : null}
                </span>
              </span>
            </summary>
            <div className="mt-2 rounded-xl border border-line bg-white/80 p-3">
              {text.description(chip.function) ? (
                <p className="text-sm text-ink-soft">{text.description(chip.function)}</p>
              ) : null}
              <IngredientLinks ingredients={chip.ingredients} language={props.language} className="mt-2" plain />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * Ingredients Breakdown (docs/screens.md): a chip per function with a count, count descending,
 * first the functions as the EU CosIng database states them, then, apart and labelled, kulit's own
 * notes. Without JavaScript each chip is a `<details>` that unfolds its ingredients; with it, a
 * click opens a 320 px dialog (Radix: focus trap, Escape, focus back to the chip), whose code is
 * fetched on the first click; should that fetch fail, the chip unfolds as it does without JavaScript.
 */
export function IngredientBreakdown(props: { ingredients: ProductIngredientView[]; language: Language }) {
  const { t } = useTranslation("catalog");
  const chips = functionBreakdown(props.ingredients);
  const notes = functionBreakdown(
    props.ingredients.map((ingredient) => ({ ...ingredient, functions: ingredient.kulitFunctions })),
  );
  const [open, setOpen] = useState<OpenChip | null>(null);
  // The chip that opened the dialog gets focus back when it closes (there is no Dialog.Trigger).
  const opener = useRef<HTMLElement | null>(null);
  const { Component: ChipDialog, show: showChip } = useOnDemandComponent(loadChipDialog);
  const onOpen = (next: OpenChip, element: HTMLElement) => {
    opener.current = element;
    showChip(
      () => setOpen(next),
      (error: unknown) => {
        console.error("The ingredient dialog could not be loaded; unfolding the chip instead", error);
        const details = element.parentElement;
        if (details instanceof HTMLDetailsElement) details.open = !details.open;
      },
    );
  };

  if (chips.length === 0 && notes.length === 0) {
    return <p className="text-sm text-ink-soft">{t("product.noFunctions")}</p>;
  }

  return (
    <>
      <p className="text-sm text-ink-soft">{t("product.breakdownHint")}</p>
      {chips.length > 0 ? (
        <ChipList chips={chips} source="cosing" language={props.language} onOpen={onOpen} />
      ) : (
        <p className="mt-3 text-sm text-ink-soft">{t("product.noCosingFunctions")}</p>
      )}
      <p className="mt-2 text-xs text-ink-soft">{t("functionSource.cosing")}</p>
      {notes.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold">{t("functionSource.kulitNotesTitle")}</h3>
          <p className="mt-1 text-xs leading-relaxed text-ink-soft">{t("functionSource.kulitNotesText")}</p>
          <ChipList chips={notes} source="kulit" language={props.language} onOpen={onOpen} />
        </div>
      ) : null}
      {ChipDialog ? (
        <ChipDialog open={open} language={props.language} onClose={() => setOpen(null)} opener={opener} />
      ) : null}
    </>
  );
}
