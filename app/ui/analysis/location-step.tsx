import ArrowRight from "lucide-react/icons/arrow-right";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { defaultCountryFor } from "~/domain/countries";
import type { Language } from "~/domain/language";
import { buttonVariants } from "~/ui/kit/button-variants";
import { CountryFigures } from "./country-figures";
import { CountryPicker } from "./country-picker";
import { progressTextId } from "./progress-bar";
import { StepSection } from "./step-heading";
import { StepForm, type StepProps } from "./step-form";
import type { CountriesState } from "./use-countries";
import { useHydrated } from "~/ui/use-client";

/**
 * The location step (docs/screens.md): the country list, preselected with the market's country,
 * the chosen country's figures and Next, which records the country's name. Back on this step,
 * the country answered before is the one chosen. Until the page has hydrated the list is a plain
 * select in the step's form, and Next sends it (docs/decisions/0025-analysis-answers-in-the-url.md);
 * a country chosen there is the one the searchable list starts from.
 */
export function LocationStep(
  props: {
    language: Language;
    countries: CountriesState;
    /** The country answered before, if any. */
    answered: string | undefined;
    onAnswer(country: string): void;
  } & StepProps,
) {
  const { t } = useTranslation("analysis");
  const { countries } = props;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(props.answered ?? null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const headingId = "analysis-step-location";
  const selectId = "analysis-location-select";

  // A country chosen in the plain select before hydration, read before the searchable list replaces it.
  useLayoutEffect(() => {
    const picked = selectRef.current?.value;
    if (picked) setChosen(picked);
  }, []);

  const list = countries.status === "ready" ? countries.countries : [];
  const preselected = list.find((country) => country.name === defaultCountryFor(props.language)) ?? list[0];
  const country = list.find((entry) => entry.name === chosen) ?? preselected;

  return (
    <StepSection
      id={headingId}
      eyebrow={t("steps.location.title")}
      title={t("steps.location.question")}
      hint={t("steps.location.hint")}
      focusOnMount={props.focusHeading}
      describedBy={progressTextId}
    >
      <div className="mt-7">
        {countries.status === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-base text-ink-soft">
            <LoaderCircle aria-hidden="true" size={20} className="animate-spin" />
            {t("location.loading")}
          </p>
        ) : countries.status === "failed" ? (
          <div className="card-sand p-5">
            <p role="alert">{t("location.error")}</p>
            <button type="button" onClick={countries.retry} className={`${buttonVariants({ tone: "secondary" })} mt-4`}>
              {t("location.retry")}
            </button>
          </div>
        ) : (
          <StepForm action={props.action} fields={props.fields}>
            {hydrated ? (
              <CountryPicker
                names={list.map((entry) => entry.name)}
                value={country?.name ?? null}
                onChange={setChosen}
              />
            ) : (
              <>
                <label htmlFor={selectId} className="block text-sm font-semibold">
                  {t("location.label")}
                </label>
                <select
                  ref={selectRef}
                  id={selectId}
                  name="location"
                  defaultValue={country?.name}
                  className="field-select mt-2"
                >
                  {list.map((entry) => (
                    <option key={entry.name}>{entry.name}</option>
                  ))}
                </select>
              </>
            )}
            {country ? <CountryFigures country={country} language={props.language} /> : null}
            <button
              type="submit"
              disabled={!country}
              onClick={(event) => {
                event.preventDefault();
                if (country) props.onAnswer(country.name);
              }}
              className={`${buttonVariants({ size: "lg", raised: true, wide: "phone" })} mt-8`}
            >
              {t("location.next")}
              <ArrowRight aria-hidden="true" size={20} />
            </button>
          </StepForm>
        )}
      </div>
    </StepSection>
  );
}
