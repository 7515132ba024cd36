import Download from "lucide-react/icons/download";
import LogOut from "lucide-react/icons/log-out";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form } from "react-router";
import { ConfirmAction } from "./confirm-action";
import { buttonVariants } from "~/ui/kit/button-variants";
import type { ConfirmedIntent, ProfileIntent } from "./profile-intent";
import { Section } from "~/ui/kit/section";

/** One setting: its control, and what it does. `wide` stacks them, for an open confirmation. */
function Row(props: { children: ReactNode; hint: string; wide?: boolean }) {
  const side = props.wide ? "" : "sm:flex-row sm:items-center sm:justify-between sm:gap-6";
  return (
    <li className={`flex flex-col items-start gap-2 py-4 first:pt-0 last:pb-0 ${side}`}>
      <p className={`order-last text-sm text-ink-soft sm:max-w-md ${props.wide ? "" : "sm:order-first"}`}>
        {props.hint}
      </p>
      <div className={props.wide ? "w-full" : "shrink-0"}>{props.children}</div>
    </li>
  );
}

/**
 * Ends the session: submitted as a full page load, so nothing of the signed-in page stays
 * in the browser's memory, and the header is drawn again for a visitor.
 */
function SessionForm(props: { intent: ProfileIntent; label: string; icon: ReactNode }) {
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value={props.intent} />
      <button type="submit" className={buttonVariants({ tone: "outline" })}>
        {props.icon}
        {props.label}
      </button>
    </Form>
  );
}

/** Settings (docs/screens.md, "Profile"; docs/security.md): email, sign out, sign out everywhere, download my data, delete my account. */
export function ProfileSettings(props: { email: string; confirm: ConfirmedIntent | null }) {
  const { t } = useTranslation("profile");
  return (
    <Section titleId="settings-title" title={t("settings.title")} padding="lg">
      <dl className="mt-4 rounded-2xl bg-sand/70 px-4 py-3">
        <dt className="caps text-xs text-ink-soft">{t("settings.email")}</dt>
        <dd className="mt-0.5 font-medium break-all">{props.email}</dd>
      </dl>
      <ul className="mt-5 divide-y divide-line">
        <Row hint={t("settings.signOutHint")}>
          <SessionForm intent="sign-out" label={t("settings.signOut")} icon={<LogOut aria-hidden="true" size={18} />} />
        </Row>
        <Row hint={t("settings.signOutEverywhereHint")}>
          <SessionForm
            intent="sign-out-everywhere"
            label={t("settings.signOutEverywhere")}
            icon={<MonitorSmartphone aria-hidden="true" size={18} />}
          />
        </Row>
        <Row hint={t("settings.downloadHint")}>
          <a href="/account/export" download className={buttonVariants({ tone: "outline" })}>
            <Download aria-hidden="true" size={18} />
            {t("settings.download")}
          </a>
        </Row>
        <Row hint={t("settings.deleteHint")} wide={props.confirm === "delete-account"}>
          <ConfirmAction
            intent="delete-account"
            openByUrl={props.confirm === "delete-account"}
            reloadDocument
            texts={{
              trigger: t("settings.delete"),
              title: t("settings.confirmDeleteTitle"),
              text: t("settings.confirmDeleteText"),
              confirm: t("settings.confirmDelete"),
              pending: t("settings.deleting"),
            }}
          />
        </Row>
      </ul>
    </Section>
  );
}
