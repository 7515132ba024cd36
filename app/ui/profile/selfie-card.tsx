import { useTranslation } from "~/i18n/i18n-provider";
import { ConfirmAction } from "./confirm-action";
import { Section } from "~/ui/kit/section";

/** The selfie of the latest analysis, served only to its owner by `/account/selfie`, with a way to delete it. */
export function SelfieCard(props: { analysisId: string; confirmOpen: boolean }) {
  const { t } = useTranslation("profile");
  return (
    <Section titleId="selfie-title" title={t("selfie.title")} heading="md">
      <div className="mt-4 flex items-center gap-5 md:flex-col md:items-start">
        <img
          // The analysis id changes the address when a newer selfie replaces this one.
          src={`/account/selfie?v=${encodeURIComponent(props.analysisId)}`}
          width={144}
          height={144}
          alt={t("selfie.alt")}
          className="h-36 w-36 shrink-0 rounded-2xl bg-sand object-cover"
        />
        <p className="text-sm text-ink-soft">{t("selfie.private")}</p>
      </div>
      <div className="mt-4">
        <ConfirmAction
          intent="delete-selfie"
          openByUrl={props.confirmOpen}
          texts={{
            trigger: t("selfie.delete"),
            title: t("selfie.confirmTitle"),
            text: t("selfie.confirmText"),
            confirm: t("selfie.confirm"),
            pending: t("selfie.deleting"),
          }}
        />
      </div>
    </Section>
  );
}
