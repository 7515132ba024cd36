import Droplets from "lucide-react/icons/droplets";
import Factory from "lucide-react/icons/factory";
import Sun from "lucide-react/icons/sun";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import type { Country } from "~/domain/countries";
import { intlLocaleOf, type Language } from "~/domain/language";
import { airQualityLevel } from "./air-quality";
import { uvLevel } from "./uv-level";
import { numberFormat } from "~/domain/intl-formatters";

function Figure(props: { icon: ReactNode; label: string; value: string; unit?: string; note?: string }) {
  return (
    <div className="flex flex-col card p-3 sm:p-4">
      <dt className="caps flex items-center gap-1.5 text-xs text-ink-soft">
        {props.icon}
        {props.label}
      </dt>
      <dd className="mt-2">
        <span className="block text-2xl font-bold tracking-tight">
          {props.value}
          {props.unit ? <span className="ml-1 text-xs font-semibold text-ink-soft">{props.unit}</span> : null}
        </span>
        {props.note ? <span className="mt-0.5 block text-sm leading-snug font-semibold">{props.note}</span> : null}
      </dd>
    </div>
  );
}

/** The chosen country's UV Index, humidity and pollution (docs/screens.md, "The skin analysis"). */
export function CountryFigures(props: { country: Country; language: Language }) {
  const { t } = useTranslation("analysis");
  const { country } = props;
  const number = numberFormat(intlLocaleOf(props.language), { maximumFractionDigits: 1 });
  const iconProps = { "aria-hidden": true, size: 14, className: "shrink-0" } as const;
  return (
    <section aria-labelledby="country-figures" className="mt-6">
      <h2 id="country-figures" className="text-base font-semibold">
        {t("location.figuresTitle", { country: country.name })}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        <Figure
          icon={<Sun {...iconProps} />}
          label={t("location.uvIndex")}
          value={number.format(country.uvIndex)}
          note={t(`location.uvLevels.${uvLevel(country.uvIndex)}`)}
        />
        <Figure
          icon={<Droplets {...iconProps} />}
          label={t("location.humidity")}
          value={`${number.format(country.humidity)}%`}
        />
        <Figure
          icon={<Factory {...iconProps} />}
          label={t("location.pollution")}
          value={number.format(country.aqi)}
          unit={t("location.aqiUnit")}
          note={t(`location.aqiLevels.${airQualityLevel(country.aqi)}`)}
        />
      </dl>
    </section>
  );
}
