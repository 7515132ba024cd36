import CloudSun from "lucide-react/icons/cloud-sun";
import Moon from "lucide-react/icons/moon";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sun from "lucide-react/icons/sun";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link, useLocation } from "react-router";
import type { ProductCardView } from "~/domain/catalog-views";
import { intlLocaleOf, type Language } from "~/domain/language";
import { productPath } from "~/domain/product-url";
import type { RoutineAdviceKind, RoutineWarningKind } from "~/domain/routine";
import { maxRoutineProducts, type RoutineSlot, type RoutineStep, routineSlots } from "~/domain/routine-slots";
import { homePath, routinePath } from "~/domain/site-paths";
import { PageShell } from "../layout/page-shell";
import { usePriceLine } from "../product/product-card";
import { ProductImage } from "../product/product-image";
import { listFormat } from "~/domain/intl-formatters";
import { pillVariants } from "~/ui/kit/pill-variants";
import { ButtonLink } from "~/ui/kit/button";
import { Card } from "~/ui/kit/card";
import { noticeVariants } from "~/ui/kit/notice";
import { RuleSource, type SourceLink } from "./rule-source";

export interface RoutinePageProps {
  language: Language;
  slots: Record<RoutineSlot, { product: ProductCardView; step: RoutineStep }[]>;
  warnings: {
    kind: RoutineWarningKind;
    slot: RoutineSlot;
    products: string[];
    ingredients: string[];
    source: SourceLink;
  }[];
  advice: { kind: RoutineAdviceKind; uvIndex?: number; humidity?: number; source: SourceLink }[];
  /** Products of each slot that the catalogue no longer has, by id. */
  missing: Record<RoutineSlot, string[]>;
  country: string | null;
  error: "invalid" | "unknown-product" | "wrong-slot" | "full" | null;
}

/** Takes one product out of one slot: a form post that comes back to the routine. */
function RemoveButton(props: { productId: string; label: string; slot: RoutineSlot; language: Language }) {
  const { t } = useTranslation("routine");
  const location = useLocation();
  return (
    <Form method="post" action={routinePath(props.language)} replace preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="slot" value={props.slot} />
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" aria-label={props.label} className={`${pillVariants({ size: "sm" })} font-semibold`}>
        {t("remove")}
      </button>
    </Form>
  );
}

function RoutineStepItem(props: {
  product: ProductCardView;
  step: RoutineStep;
  number: number;
  slot: RoutineSlot;
  language: Language;
}) {
  const { t } = useTranslation("routine");
  const price = usePriceLine(props.product);
  const slotName = t(`slots.${props.slot}`).toLowerCase();
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4">
      <ProductImage
        src={props.product.image}
        alt=""
        size={64}
        className="w-14 shrink-0 rounded-lg border border-line"
      />
      <div className="min-w-0 flex-1">
        <p className="caps text-xs text-accent">
          {t("stepNumber", { number: props.number, step: t(`steps.${props.step}`) })}
        </p>
        <Link
          to={productPath(props.language, props.product)}
          className="mt-0.5 block text-sm leading-snug font-semibold link"
        >
          <span className="sr-only">{t("catalog:product.brandLabel")}: </span>
          {props.product.brand} · {props.product.name}
        </Link>
        <p className="mt-0.5 text-xs text-ink-soft tabular-nums">{price}</p>
      </div>
      <RemoveButton
        productId={props.product.id}
        label={t("removeLabel", { name: props.product.name, slot: slotName })}
        slot={props.slot}
        language={props.language}
      />
    </li>
  );
}

function SlotSection(props: {
  slot: RoutineSlot;
  items: RoutinePageProps["slots"][RoutineSlot];
  missing: string[];
  language: Language;
}) {
  const { t } = useTranslation("routine");
  const Icon = props.slot === "morning" ? Sun : Moon;
  const id = `routine-${props.slot}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Icon aria-hidden="true" size={22} className="text-accent" />
        {t(`slots.${props.slot}`)}
      </h2>
      {props.items.length === 0 && props.missing.length === 0 ? (
        <p className="mt-3 card-dashed px-4 py-5 text-sm text-ink-soft">
          {t("emptySlot", { slot: t(`slots.${props.slot}`).toLowerCase() })}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-line overflow-hidden card">
          {props.items.map((item, index) => (
            <RoutineStepItem
              key={item.product.id}
              product={item.product}
              step={item.step}
              number={index + 1}
              slot={props.slot}
              language={props.language}
            />
          ))}
          {props.missing.map((productId) => (
            <li key={productId} className="flex items-center gap-3 px-3 py-3 sm:px-4">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">{t("missingItem")}</p>
                <p className="mt-0.5 text-xs break-all text-ink-soft">{productId}</p>
              </div>
              <RemoveButton
                productId={productId}
                label={t("removeLabel", { name: productId, slot: t(`slots.${props.slot}`).toLowerCase() })}
                slot={props.slot}
                language={props.language}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * `/{lang}/routine` (docs/routine.md): the warnings first (what to act on), then the climate
 * advice, then the morning and evening products in the order they go on the skin.
 */
export function RoutinePage(props: RoutinePageProps) {
  const { t } = useTranslation("routine");
  const list = listFormat(intlLocaleOf(props.language), { type: "conjunction" });
  const empty = routineSlots.every((slot) => props.slots[slot].length === 0 && props.missing[slot].length === 0);
  return (
    <PageShell className="max-w-4xl">
      <header>
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 max-w-2xl text-base text-ink-soft">{t("intro")}</p>
      </header>

      <div role="alert" className="empty:hidden">
        {props.error !== null ? (
          <p className={`${noticeVariants({ tone: "accent" })} mt-5 text-sm`}>
            {t(`errors.${props.error}`, { max: maxRoutineProducts })}
          </p>
        ) : null}
      </div>

      {empty ? (
        <Card padding="xl" className="mt-8">
          <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
          <p className="mt-2 max-w-xl text-sm leading-relaxed text-ink-soft">{t("emptyText")}</p>
          <ButtonLink to={homePath(props.language)} tone="ink" size="sm" className="mt-4 text-sm">
            {t("browse")}
          </ButtonLink>
        </Card>
      ) : (
        <section aria-labelledby="routine-checks" className="mt-8">
          <h2 id="routine-checks" className="text-xl font-bold tracking-tight">
            {t("checks.title")}
          </h2>
          <p className="mt-1 text-xs leading-relaxed text-ink-soft">{t("checks.intro")}</p>
          {props.warnings.length === 0 ? (
            <p className={`${noticeVariants({ tone: "success" })} mt-3 text-sm`}>
              <ShieldCheck aria-hidden="true" size={18} />
              {t("checks.none")}
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {props.warnings.map((warning) => (
                <li key={`${warning.slot}-${warning.kind}-${warning.ingredients.join()}`} className="card p-4">
                  <p className="flex items-center gap-2 font-semibold">
                    <TriangleAlert aria-hidden="true" size={18} className="shrink-0 text-accent" />
                    {t(`warnings.${warning.kind}.title`, { slot: t(`slots.${warning.slot}`).toLowerCase() })}
                  </p>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">
                    {t(`warnings.${warning.kind}.text`, {
                      products: list.format(warning.products),
                      ingredients: list.format(warning.ingredients),
                    })}
                  </p>
                  <RuleSource source={warning.source} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="routine-climate" className="mt-8">
        <h2 id="routine-climate" className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <CloudSun aria-hidden="true" size={22} className="text-accent" />
          {props.country === null ? t("climate.titleUnknown") : t("climate.title", { country: props.country })}
        </h2>
        {props.country === null ? (
          <p className="mt-2 text-sm text-ink-soft">{t("climate.noLocation")}</p>
        ) : (
          <>
            <p className="mt-1 text-xs text-ink-soft">{t("climate.fromAnalysis")}</p>
            {props.advice.length === 0 ? (
              <p className="mt-3 text-sm">{t("climate.none")}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {props.advice.map((advice) => (
                  <li key={advice.kind} className="card p-4">
                    <p className="text-sm leading-relaxed">
                      {t(`climate.${advice.kind}`, { uvIndex: advice.uvIndex, humidity: advice.humidity })}
                    </p>
                    <RuleSource source={advice.source} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      {empty ? null : (
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {routineSlots.map((slot) => (
            <SlotSection
              key={slot}
              slot={slot}
              items={props.slots[slot]}
              missing={props.missing[slot]}
              language={props.language}
            />
          ))}
        </div>
      )}
    </PageShell>
  );
}
