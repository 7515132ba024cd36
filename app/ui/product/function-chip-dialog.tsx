import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import type { RefObject } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import type { Language } from "~/domain/language";
import { buttonVariants } from "~/ui/kit/button-variants";
import { IngredientLinks, type OpenChip, useFunctionText } from "./ingredient-breakdown";

/**
 * The 320 px dialog of an ingredient function chip (docs/screens.md, "Ingredients Breakdown"):
 * what the function does and the product's ingredients with it. Radix traps the focus and closes
 * it on Escape; the focus goes back to the chip. Fetched on the first click of a chip.
 */
export default function FunctionChipDialog(props: {
  open: OpenChip | null;
  language: Language;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("catalog");
  const text = useFunctionText();
  const { open } = props;
  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 data-[state=open]:animate-[fade-in_0.15s_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[320px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-5 text-ink shadow-xl focus:outline-none data-[state=open]:animate-[fade-in_0.15s_ease-out]"
        >
          {open ? (
            <>
              <div className="flex items-start justify-between gap-3">
                <Dialog.Title className="text-lg leading-snug font-semibold">
                  {text.title(open.chip.function)}
                </Dialog.Title>
                {/* A 44 px tap target; the negative margins keep its icon where the title row expects it. */}
                <Dialog.Close
                  className={`${buttonVariants({ tone: "muted", size: "icon" })} -mt-2.5 -mr-2.5 -mb-1.5 shrink-0`}
                  aria-label={t("product.close")}
                >
                  <X aria-hidden="true" size={20} />
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-ink-soft">
                {text.description(open.chip.function) || t("product.ingredientCount", { count: open.chip.count })}
              </Dialog.Description>
              <p className="mt-2 text-xs font-medium text-ink-soft">
                {open.source === "kulit" ? t("functionSource.kulitNote") : t("functionSource.cosingShort")}
              </p>
              <h3 className="caps mt-4 text-xs text-ink-soft">
                {t("product.inThisProduct")} · {t("product.ingredientCount", { count: open.chip.count })}
              </h3>
              <IngredientLinks
                ingredients={open.chip.ingredients}
                language={props.language}
                className="mt-2 flex-col gap-y-1.5"
              />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
