import LoaderCircle from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TaggedText } from "~/i18n/i18n-provider";
import { Button } from "~/ui/kit/button";
import { cardVariants } from "~/ui/kit/card";

/**
 * The frame of the account screens: one calm card, full width on phones and centred from
 * tablets up, with the title, an optional introduction, the form and the way on below it.
 */
export function AuthPage(props: { title: string; intro?: ReactNode; children: ReactNode; footer?: FooterLinkProps }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-8 pb-16 sm:px-6 sm:pt-14">
      <div className={`${cardVariants({ kind: "panel", padding: "none" })} p-5 shadow-sm sm:p-8`}>
        <h1 className="text-3xl font-bold tracking-tight text-balance">{props.title}</h1>
        {props.intro ? <div className="mt-3 space-y-2 text-ink-soft">{props.intro}</div> : null}
        <div className="mt-6">{props.children}</div>
        {props.footer ? (
          <div className="mt-6 space-y-2 border-t border-line pt-5 text-sm">
            <FooterLink {...props.footer} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A way on in the card's footer, after its question ("No account yet? Sign up"). From a finished
 * analysis it keeps `?from=analysis`, so the analysis is still saved on the next page.
 */
interface FooterLinkProps {
  question?: string;
  link: string;
  to: string;
  fromAnalysis?: boolean;
}

function FooterLink(props: FooterLinkProps) {
  return (
    <p>
      {props.question ? <>{props.question} </> : null}
      <Link to={props.fromAnalysis ? `${props.to}?from=analysis` : props.to} className="link-accent">
        {props.link}
      </Link>
    </p>
  );
}

/** The introduction of a page that waits for a mailed code: where it went, and to look in the junk folder. */
export function CodeSentIntro(props: { text: string; email: string; junk: string; children?: ReactNode }) {
  return (
    <>
      <p>
        <TaggedText
          text={props.text}
          values={{ email: props.email }}
          elements={{ email: <strong className="font-semibold text-ink wrap-anywhere" /> }}
        />
      </p>
      <p>{props.junk}</p>
      {props.children}
    </>
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
