import { useTranslation } from "~/i18n/i18n-provider";

/**
 * The full-screen view while a code is checked (docs/screens.md, "Accounts"): the wordmark and a
 * progress bar 35 % wide (docs/rules.md, "Constants of the interface"). It covers the page so the
 * form cannot be sent twice.
 */
export function VerifyingView() {
  const { t } = useTranslation("account");
  return (
    <div
      role="status"
      aria-label={t("confirm.verifying")}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-cream px-6"
    >
      <p aria-hidden="true" className="text-5xl font-bold tracking-tight text-ink">
        kulit
      </p>
      <div aria-hidden="true" className="meter mt-6 h-1.5 w-56">
        <div data-testid="verifying-bar" className="meter-fill w-[35%] animate-pulse bg-accent" />
      </div>
      <p className="mt-5 text-sm text-ink-soft">{t("confirm.verifying")}</p>
    </div>
  );
}
