import ArrowRight from "lucide-react/icons/arrow-right";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { defaultCountryFor } from "~/domain/countries";
import type { Language } from "~/domain/language";
import { primaryButtonClass, secondaryButtonClass } from "./button-styles";
import { CountryFigures } from "./country-figures";
import { CountryPicker } from "./country-picker";
import { progressTextId } from "./progress-bar";
import { StepHeading } from "./step-heading";
import type { CountriesState } from "./use-countries";

/**
 * The location step (docs/screens.md): the country list, preselected with the market's country,
 * the chosen country's figures and Next, which records the country's name. Back on this step,
 * the country answered before is the one chosen.
 */
export function LocationStep(props: {
  language: Language;
  countries: CountriesState;
  /** The country answered before, if any. */
  answered: string | undefined;
  focusHeading: boolean;
  onAnswer(country: string): void;
}) {
  const { t } = useTranslation("analysis");
  const { countries } = props;
  const [chosen, setChosen] = useState<string | null>(props.answered ?? null);
  const headingId = "analysis-step-location";

  const list = countries.status === "ready" ? countries.countries : [];
  const preselected = list.find((country) => country.name === defaultCountryFor(props.language)) ?? list[0];
  const country = list.find((entry) => entry.name === chosen) ?? preselected;

  return (
    <section aria-labelledby={headingId}>
      <StepHeading
        id={headingId}
        eyebrow={t("steps.location.title")}
        title={t("steps.location.question")}
        hint={t("steps.location.hint")}
        focusOnMount={props.focusHeading}
        describedBy={progressTextId}
      />
      <div className="mt-7">
        {countries.status === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-base text-ink-soft">
            <LoaderCircle aria-hidden="true" size={20} className="animate-spin" />
            {t("location.loading")}
          </p>
        ) : countries.status === "failed" ? (
          <div className="rounded-2xl border border-line bg-sand/70 p-5">
            <p role="alert">{t("location.error")}</p>
            <button type="button" onClick={countries.retry} className={`${secondaryButtonClass} mt-4`}>
              {t("location.retry")}
            </button>
          </div>
        ) : (
          <>
            <CountryPicker names={list.map((entry) => entry.name)} value={country?.name ?? null} onChange={setChosen} />
            {country ? <CountryFigures country={country} language={props.language} /> : null}
            <button
              type="button"
              disabled={!country}
              onClick={() => country && props.onAnswer(country.name)}
              className={`${primaryButtonClass} mt-8 w-full sm:w-auto`}
            >
              {t("location.next")}
              <ArrowRight aria-hidden="true" size={20} />
            </button>
          </>
        )}
      </div>
    </section>
  );
}
