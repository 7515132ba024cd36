import LoaderCircle from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { Button } from "~/ui/kit/button";
import { cardVariants } from "~/ui/kit/card";

export const textLinkClass =
  "font-semibold text-accent underline underline-offset-2 hover:text-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * The frame of the account screens: one calm card, full width on phones and centred from
 * tablets up, with the title, an optional introduction, the form and the links below it.
 */
export function AuthPage(props: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-8 pb-16 sm:px-6 sm:pt-14">
      <div className={`${cardVariants({ kind: "panel", padding: "none" })} p-5 shadow-sm sm:p-8`}>
        <h1 className="text-3xl font-bold tracking-tight text-balance">{props.title}</h1>
        {props.intro ? <div className="mt-3 space-y-2 text-ink-soft">{props.intro}</div> : null}
        <div className="mt-6">{props.children}</div>
        {props.footer ? <div className="mt-6 space-y-2 border-t border-line pt-5 text-sm">{props.footer}</div> : null}
      </div>
    </div>
  );
}

/** The form's main button; while its form is on its way it shows a spinner and takes no second press. */
export function SubmitButton(props: { children: ReactNode; busy: boolean; name?: string; value?: string }) {
  return (
    <Button
      type="submit"
      name={props.name}
      value={props.value}
      disabled={props.busy}
      aria-busy={props.busy || undefined}
      raised
      wide
    >
      {props.busy ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : null}
      {props.children}
    </Button>
  );
}
