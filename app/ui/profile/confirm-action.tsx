import * as Dialog from "@radix-ui/react-dialog";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { type ReactNode, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useHydrated } from "~/ui/use-client";
import { buttonVariants } from "~/ui/kit/button-variants";
import type { ConfirmedIntent } from "./profile-intent";

export interface ConfirmTexts {
  trigger: string;
  title: string;
  text: string;
  confirm: string;
  pending: string;
}

function ConfirmForm(props: {
  intent: ConfirmedIntent;
  texts: ConfirmTexts;
  reloadDocument: boolean;
  cancel: ReactNode;
}) {
  const navigation = useNavigation();
  const [submitted, setSubmitted] = useState(false);
  // A document submission (reloadDocument) never shows up in the router's navigation state.
  const pending = submitted || navigation.formData?.get("intent") === props.intent;
  return (
    <Form
      method="post"
      reloadDocument={props.reloadDocument}
      onSubmit={props.reloadDocument ? () => setSubmitted(true) : undefined}
      className="mt-5 flex flex-wrap justify-end gap-3"
    >
      <input type="hidden" name="intent" value={props.intent} />
      {props.cancel}
      <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending} aria-disabled={pending}>
        {pending ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : null}
        {pending ? props.texts.pending : props.texts.confirm}
      </button>
    </Form>
  );
}

/**
 * A destructive profile action that asks first. With JavaScript the question is a dialog;
 * without, the trigger is a link to `?confirm={intent}`, which shows the same question in
 * the page (also when that address is opened directly).
 */
export function ConfirmAction(props: {
  intent: ConfirmedIntent;
  texts: ConfirmTexts;
  /** Opened by the address (`?confirm={intent}`). */
  openByUrl: boolean;
  /** Submit as a full page load: for actions that end the session, so no state of the old session stays in memory. */
  reloadDocument?: boolean;
}) {
  const { t } = useTranslation("profile");
  const hydrated = useHydrated();
  const location = useLocation();
  const panelId = `confirm-${props.intent}`;
  const { texts } = props;

  if (props.openByUrl) {
    return (
      <section
        id={panelId}
        aria-labelledby={`${panelId}-title`}
        className="rounded-2xl border-2 border-accent/60 bg-accent-soft/50 p-5"
      >
        <h3 id={`${panelId}-title`} className="text-lg font-semibold">
          {texts.title}
        </h3>
        <p className="mt-2 leading-relaxed text-ink-soft">{texts.text}</p>
        <ConfirmForm
          intent={props.intent}
          texts={texts}
          reloadDocument={props.reloadDocument ?? false}
          cancel={
            <Link to={location.pathname} replace preventScrollReset className={buttonVariants({ tone: "outline" })}>
              {t("confirm.cancel")}
            </Link>
          }
        />
      </section>
    );
  }

  if (!hydrated) {
    return (
      <Link to={`?confirm=${props.intent}#${panelId}`} className={buttonVariants({ tone: "danger", size: "sm" })}>
        {texts.trigger}
      </Link>
    );
  }

  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonVariants({ tone: "danger", size: "sm" })}>{texts.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 data-[state=open]:animate-[fade-in_0.15s_ease-out]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[26rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-6 text-ink shadow-xl focus:outline-none data-[state=open]:animate-[fade-in_0.15s_ease-out]">
          <Dialog.Title className="text-lg leading-snug font-semibold">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 leading-relaxed text-ink-soft">{texts.text}</Dialog.Description>
          <ConfirmForm
            intent={props.intent}
            texts={texts}
            reloadDocument={props.reloadDocument ?? false}
            cancel={
              <Dialog.Close type="button" className={buttonVariants({ tone: "outline" })}>
                {t("confirm.cancel")}
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
