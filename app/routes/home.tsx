import ArrowRight from "lucide-react/icons/arrow-right";
import ClipboardList from "lucide-react/icons/clipboard-list";
import ClipboardPaste from "lucide-react/icons/clipboard-paste";
import Droplets from "lucide-react/icons/droplets";
import FlaskConical from "lucide-react/icons/flask-conical";
import ScanFace from "lucide-react/icons/scan-face";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Sparkles from "lucide-react/icons/sparkles";
import Wallet from "lucide-react/icons/wallet";
import type { ComponentType } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import { catalogueSources, sourceName } from "~/domain/catalogue-sources";
import type { ProductCardView } from "~/domain/catalog-views";
import { defaultLanguage, intlLocaleOf, isLanguage, type Language } from "~/domain/language";
import { marketFor } from "~/domain/markets";
import { aspectWeight, budgetWeight, matchCap, skinTypeWeight } from "~/domain/match-score";
import { type MatchState, matchStateFor } from "~/domain/match-state";
import type { ProductType } from "~/domain/product-types";
import { skinTypePath } from "~/domain/product-url";
import { skinTypes } from "~/domain/skin-types";
import type { CatalogueSize } from "~/server/catalog/catalogue-size.server";
import { translator } from "~/i18n/translate.server";
import { viewerOf } from "~/adapters/web/list-page.server";
import { Carousel } from "~/ui/carousel";
import { ProductCard } from "~/ui/product/product-card";
import { productTypeLinks } from "~/ui/layout/site-links";
import { analysisPath, checkPath } from "~/domain/site-paths";
import { seoMeta } from "~/ui/seo";
import type { Route } from "./+types/home";
import { listFormat, numberFormat } from "~/domain/intl-formatters";
import { buttonVariants } from "~/ui/kit/button-variants";
import { PillLink } from "~/ui/kit/pill";
import { cardVariants } from "~/ui/kit/card";

type Trending =
  { status: "ok"; products: { product: ProductCardView; match: MatchState }[] } | { status: "unavailable" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language: Language = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const t = translator(language);
  const ids = context.settings.trendingProductIds;
  const market = marketFor(language).market;
  const viewer = await viewerOf(request, context);
  const loadTrending = async (): Promise<Trending> => {
    try {
      const products = await context.services.catalog.productsByIds(ids, market);
      return products.length > 0
        ? { status: "ok", products: products.map((product) => ({ product, match: matchStateFor(viewer, product) })) }
        : { status: "unavailable" };
    } catch (error) {
      // The rest of the landing page does not depend on these three products: show it anyway.
      context.logger.error("trending products could not be loaded", { error, ids, market });
      return { status: "unavailable" };
    }
  };
  const loadFigures = async (): Promise<CatalogueSize | null> => {
    try {
      const size = await context.services.catalogueSize.inMarket(market);
      // An empty catalogue is no figure to boast of: the block then says nothing about numbers.
      return size.products > 0 ? size : null;
    } catch (error) {
      context.logger.error("catalogue figures could not be counted", { error, market });
      return null;
    }
  };
  const [trending, figures] = await Promise.all([loadTrending(), loadFigures()]);
  return {
    language,
    trending,
    figures,
    seo: {
      title: t("home:meta.title"),
      description: t("home:meta.description"),
      publicUrl: context.settings.publicUrl,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, language } = loaderData;
  return seoMeta({
    title: seo.title,
    description: seo.description,
    language,
    pathAfterLanguage: "",
    publicUrl: seo.publicUrl,
  });
}

const primaryButton = buttonVariants({ size: "lg", raised: true });

const sectionClass = "mx-auto max-w-6xl px-4 sm:px-6";

function SectionHeading(props: { id: string; title: string; intro?: string; centred?: boolean }) {
  return (
    <div className={props.centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <h2 id={props.id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-3 text-lg text-ink-soft">{props.intro}</p> : null}
    </div>
  );
}

function Hero(props: { language: Language }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="hero-title" className={`${sectionClass} pt-10 pb-6 sm:pt-16`}>
      <div className="grid items-center gap-10 md:grid-cols-[1.05fr_1fr]">
        <div>
          <h1 id="hero-title" className="text-[2.5rem] leading-[1.08] font-bold tracking-tight sm:text-6xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">{t("hero.tagline")}</p>
          <div className="mt-8 flex flex-col items-start gap-3">
            <Link to={analysisPath(props.language)} className={primaryButton}>
              {t("hero.cta")}
              <ArrowRight aria-hidden="true" size={20} />
            </Link>
            <p className="text-sm text-ink-soft">{t("hero.ctaNote")}</p>
          </div>
        </div>
        <figure className="mx-auto w-full max-w-md md:max-w-none">
          <img
            src="/images/hero-kulit.svg"
            width={560}
            height={480}
            alt={t("hero.imageAlt")}
            fetchPriority="high"
            className="h-auto w-full"
          />
          <figcaption className="mt-2 text-center text-xl font-semibold tracking-tight text-accent sm:text-2xl">
            {t("hero.slogan")}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

const howSteps: {
  key: "answer" | "profile" | "shop";
  icon: ComponentType<{ size?: number; "aria-hidden"?: "true" }>;
}[] = [
  { key: "answer", icon: ClipboardList },
  { key: "profile", icon: ScanFace },
  { key: "shop", icon: ShoppingBag },
];

function HowItWorks() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="how-title" className={`${sectionClass} py-14 sm:py-20`}>
      <SectionHeading id="how-title" title={t("how.title")} centred />
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {howSteps.map(({ key, icon: Icon }, index) => (
          <li key={key} className="panel p-6">
            <div className="flex items-center gap-3">
              <span className="grid h-12 w-12 place-items-center rounded-2xl bg-accent-soft text-accent">
                <Icon aria-hidden="true" size={24} />
              </span>
              <span className="caps text-sm text-ink-soft">{t("how.stepLabel", { number: index + 1 })}</span>
            </div>
            <h3 className="mt-5 text-xl font-semibold">{t(`how.steps.${key}.title`)}</h3>
            <p className="mt-2 text-ink-soft">{t(`how.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const reasons = [
  { key: "hydration", icon: Droplets },
  { key: "prevention", icon: ShieldCheck },
  { key: "innovation", icon: FlaskConical },
] as const;

function WhyKoreanSkincare() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="why-title" className="bg-sand py-14 sm:py-20">
      <div className={sectionClass}>
        <SectionHeading id="why-title" title={t("why.title")} intro={t("why.intro")} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {reasons.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-3xl bg-cream p-6 shadow-rest">
              <Icon aria-hidden="true" size={28} className="text-accent" />
              <h3 className="mt-4 text-xl font-semibold">{t(`why.${key}.title`)}</h3>
              <p className="mt-2 text-ink-soft">{t(`why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TrendingProducts(props: { trending: Trending; language: Language }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="trending-title" className="py-14 sm:py-20">
      <div className={sectionClass}>
        <SectionHeading id="trending-title" title={t("trending.title")} intro={t("trending.intro")} centred />
      </div>
      {props.trending.status === "ok" ? (
        <Carousel
          className="mx-auto mt-8 max-w-xl"
          label={t("trending.carouselLabel")}
          items={props.trending.products}
          getKey={(item) => item.product.id}
          renderSlide={(item) => (
            <ProductCard product={item.product} language={props.language} match={item.match} headingLevel={3} />
          )}
        />
      ) : (
        <p className="mx-auto mt-8 max-w-md card-dashed px-5 py-6 text-center text-ink-soft">
          {t("trending.unavailable")}
        </p>
      )}
    </section>
  );
}

const ritual: { key: "cleanse" | "treat" | "protect"; types: ProductType[] }[] = [
  { key: "cleanse", types: ["oil-based cleanser", "water-based cleanser", "exfoliant", "toner"] },
  { key: "treat", types: ["essence", "treatment", "mask"] },
  { key: "protect", types: ["eye-cream", "moisturizer", "spf"] },
];

function Ritual(props: { language: Language }) {
  const { t } = useTranslation("home");
  const links = new Map(productTypeLinks(t, props.language).map((link) => [link.type, link]));
  return (
    <section aria-labelledby="ritual-title" className="bg-sand py-14 sm:py-20">
      <div className={sectionClass}>
        <SectionHeading id="ritual-title" title={t("ritual.title")} intro={t("ritual.intro")} />
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {ritual.map((step, index) => {
            const title = t(`ritual.steps.${step.key}.title`);
            return (
              <li key={step.key} className="flex flex-col rounded-3xl bg-cream p-6">
                <span className="caps text-sm text-ink-soft">{t("ritual.stepLabel", { number: index + 1 })}</span>
                <h3 className="mt-1 text-2xl font-bold tracking-tight text-accent">{title}</h3>
                <p className="mt-3 text-ink-soft">{t(`ritual.steps.${step.key}.text`)}</p>
                <ul
                  aria-label={t("ritual.linksLabel", { step: title.toLowerCase() })}
                  className="mt-5 flex flex-wrap gap-2"
                >
                  {step.types.map((type) => {
                    const link = links.get(type);
                    if (!link) return null;
                    return (
                      <li key={type}>
                        <PillLink to={link.href} className="font-medium">
                          {link.title}
                          <ArrowRight aria-hidden="true" size={14} />
                        </PillLink>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function SkinTypeLinks(props: { language: Language }) {
  const { t } = useTranslation(["home", "catalog"]);
  return (
    <section aria-labelledby="skin-types-title" className={`${sectionClass} py-14 sm:py-20`}>
      <SectionHeading id="skin-types-title" title={t("skinTypes.title")} intro={t("skinTypes.intro")} />
      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
        {skinTypes.map((skinType) => (
          <li key={skinType}>
            <Link
              to={skinTypePath(props.language, skinType)}
              className={`${cardVariants({ padding: "none" })} flex min-h-14 items-center justify-between gap-2 px-4 py-3 font-semibold hover:border-ink`}
            >
              {t(`catalog:skinTypes.${skinType}.title`)}
              <ArrowRight aria-hidden="true" size={18} className="shrink-0 text-accent" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A way to read a product the catalogue does not hold (docs/check.md). */
function CheckAnyProduct(props: { language: Language }) {
  const { t } = useTranslation("check");
  return (
    <section aria-labelledby="check-title" className={`${sectionClass} pb-14 sm:pb-20`}>
      <div className="flex flex-col items-start gap-5 panel p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <ClipboardPaste aria-hidden="true" size={28} className="mt-1 shrink-0 text-accent" />
          <div>
            <h2 id="check-title" className="text-xl font-bold tracking-tight sm:text-2xl">
              {t("landing.title")}
            </h2>
            <p className="mt-2 max-w-xl text-ink-soft">{t("landing.text")}</p>
          </div>
        </div>
        <Link to={checkPath(props.language)} className={`${buttonVariants({ tone: "ink" })} shrink-0`}>
          {t("landing.action")}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}

/** The match's three parts, with the points `matchScore` gives them (docs/rules.md, "Match"). */
const matchParts = [
  { key: "skinType", icon: ScanFace, points: skinTypeWeight },
  { key: "budget", icon: Wallet, points: budgetWeight },
  // A concern adds aspectWeight × (100 − the visitor's score): at most this much, for a score of 0.
  { key: "concerns", icon: Sparkles, points: Math.round(aspectWeight * 100) },
] as const;

/** Every source of the catalogue once, by the name the product pages give it, as a list in the visitor's language. */
function sourceList(language: Language): string {
  const names = [...new Set(catalogueSources.map((source) => sourceName(source, language)))];
  return listFormat(intlLocaleOf(language), { style: "long", type: "conjunction" }).format(names);
}

function HowWeMatch(props: { language: Language; figures: CatalogueSize | null }) {
  const { t } = useTranslation("home");
  const number = numberFormat(intlLocaleOf(props.language));
  const { figures } = props;
  return (
    <section aria-labelledby="match-title" className="bg-sand py-14 sm:py-20">
      <div className={sectionClass}>
        <SectionHeading id="match-title" title={t("match.title")} intro={t("match.intro")} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {matchParts.map(({ key, icon: Icon, points }) => (
            <li key={key} className="rounded-3xl bg-cream p-6">
              <div className="flex items-center gap-3">
                <Icon aria-hidden="true" size={24} className="text-accent" />
                <h3 className="text-xl font-semibold">{t(`match.parts.${key}.title`)}</h3>
              </div>
              <p className="mt-3 text-2xl font-bold tracking-tight text-accent">
                {t(`match.parts.${key}.points`, { points })}
              </p>
              <p className="mt-2 text-ink-soft">{t(`match.parts.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-ink-soft">{t("match.total", { cap: matchCap })}</p>

        <h3 className="mt-12 text-xl font-semibold">{t("match.data.title")}</h3>
        <div className="mt-3 grid gap-6 md:grid-cols-[1.4fr_1fr]">
          <div className="space-y-3 text-ink-soft">
            <p>{t("match.data.sources", { sources: sourceList(props.language) })}</p>
            <p>{t("match.data.cosing")}</p>
          </div>
          {figures ? (
            <div>
              <dl className="grid grid-cols-2 gap-3">
                {(["products", "ingredients"] as const).map((figure) => (
                  <div key={figure} className="flex flex-col rounded-2xl bg-cream p-4">
                    <dt className="text-sm text-ink-soft">{t(`match.data.${figure}`, { count: figures[figure] })}</dt>
                    <dd className="order-first text-3xl font-bold tracking-tight">{number.format(figures[figure])}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-ink-soft">{t("match.data.figuresNote")}</p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function ClosingCallToAction(props: { language: Language }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="closing-title" className={`${sectionClass} pb-6`}>
      <div className="rounded-[2rem] bg-ink px-6 py-12 text-center text-cream sm:px-12 sm:py-16">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("closing.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-lg text-lg text-cream/85">{t("closing.text")}</p>
        <Link to={analysisPath(props.language)} className={`${buttonVariants({ tone: "light", size: "lg" })} mt-8`}>
          {t("closing.cta")}
          <ArrowRight aria-hidden="true" size={20} />
        </Link>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { language, trending, figures } = loaderData;
  return (
    <>
      <Hero language={language} />
      <HowItWorks />
      <WhyKoreanSkincare />
      <TrendingProducts trending={trending} language={language} />
      <Ritual language={language} />
      <SkinTypeLinks language={language} />
      <CheckAnyProduct language={language} />
      <HowWeMatch language={language} figures={figures} />
      <ClosingCallToAction language={language} />
    </>
  );
}
