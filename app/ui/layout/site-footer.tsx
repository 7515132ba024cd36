import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link, useLocation } from "react-router";
import { languages } from "~/domain/language";
import { switchLanguagePath } from "~/domain/language-path";
import {
  analysisPath,
  checkPath,
  homePath,
  privacyPath,
  profilePath,
  signInPath,
  signUpPath,
  termsPath,
} from "~/domain/site-paths";
import { type ProductTypeLink, productTypeLinks, skinTypeLinks } from "./site-links";
import { siteNavId } from "./site-menu";
import { useRootData } from "./use-root-data";
import { pillVariants } from "~/ui/kit/pill-variants";

const languageNames = { en: "English", id: "Bahasa Indonesia" } as const;

/** At least 32 px tall: a tap target of WCAG 2.2's 24 px with room around it. */
const linkClass = "inline-flex min-h-8 items-center rounded-sm link-quiet";

function InstagramGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function XGlyph() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="-2 -2 28 28" fill="currentColor">
      <path d="M17.8 2.5h3.3l-7.2 8.2 8.5 10.8h-6.6l-5.2-6.6-5.9 6.6H1.4l7.7-8.8L1 2.5h6.8l4.7 6 5.3-6Zm-1.2 17.1h1.8L7.4 4.3H5.4l11.2 15.3Z" />
    </svg>
  );
}

function FooterColumn(props: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="caps text-sm">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** A link to one of the site's own pages, as an item of a footer column's list. */
function FooterPageLink(props: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={props.to} className={linkClass}>
        {props.children}
      </Link>
    </li>
  );
}

/** A footer column of links to lists: the product types, the skin types. */
function FooterListLinks(props: { title: string; id: string; links: ProductTypeLink[] }) {
  return (
    <FooterColumn title={props.title} id={props.id}>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-1">
        {props.links.map((link) => (
          <FooterPageLink key={link.type} to={link.href}>
            {link.title}
          </FooterPageLink>
        ))}
      </ul>
    </FooterColumn>
  );
}

/**
 * Footer of docs/screens.md: the plain site navigation (also the no-JavaScript menu), contact,
 * policies, social links, the language switch, the disclaimer and the accelerator line.
 */
export function SiteFooter() {
  const { t } = useTranslation("common");
  const { language, settings, signedIn } = useRootData();
  const location = useLocation();

  return (
    <footer className="mt-16 border-t border-line bg-sand text-ink">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 md:grid-cols-[1.2fr_2fr]">
          <div>
            <p className="text-2xl font-bold tracking-tight">kulit</p>
            <p className="mt-2 max-w-xs text-ink-soft">{t("footer.about")}</p>
            <nav aria-label={t("footer.languageLabel")} className="mt-6">
              <p className="text-sm font-semibold">{t("footer.languageLabel")}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {languages.map((target) => {
                  const current = target === language;
                  return (
                    <li key={target}>
                      <Link
                        to={switchLanguagePath(location.pathname, location.search, target)}
                        hrefLang={target}
                        lang={target}
                        aria-current={current ? "true" : undefined}
                        className={
                          current
                            ? `${pillVariants({ on: true, size: "lg" })} font-semibold`
                            : pillVariants({ sand: true, size: "lg" })
                        }
                      >
                        {languageNames[target]}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>

          <nav
            id={siteNavId}
            aria-label={t("footer.navLabel")}
            className="grid scroll-mt-4 gap-8 sm:grid-cols-2 lg:grid-cols-4"
          >
            <FooterListLinks
              title={t("footer.productTypes")}
              id="footer-product-types"
              links={productTypeLinks(t, language)}
            />
            <FooterListLinks title={t("footer.skinTypes")} id="footer-skin-types" links={skinTypeLinks(t, language)} />
            <FooterColumn title={t("footer.explore")} id="footer-explore">
              <ul className="mt-3 flex flex-col gap-1">
                <FooterPageLink to={homePath(language)}>{t("menu.home")}</FooterPageLink>
                <FooterPageLink to={analysisPath(language)}>{t("menu.analysis")}</FooterPageLink>
                <FooterPageLink to={checkPath(language)}>{t("check:nav")}</FooterPageLink>
                <FooterPageLink to={signedIn ? profilePath(language) : signUpPath(language)}>
                  {signedIn ? t("menu.profile") : t("menu.signUp")}
                </FooterPageLink>
                {signedIn ? null : <FooterPageLink to={signInPath(language)}>{t("menu.signIn")}</FooterPageLink>}
                {settings ? (
                  <li>
                    <a href={settings.blogUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {t("menu.blog")}
                      <span className="sr-only"> {t("newTab")}</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </FooterColumn>
            <FooterColumn title={t("footer.info")} id="footer-kulit">
              <ul className="mt-3 flex flex-col gap-1">
                {settings ? (
                  <li>
                    <a href={`mailto:${settings.contactEmail}`} className={linkClass}>
                      {t("footer.contact")}
                    </a>
                  </li>
                ) : null}
                <FooterPageLink to={privacyPath(language)}>{t("menu.privacy")}</FooterPageLink>
                <FooterPageLink to={termsPath(language)}>{t("menu.terms")}</FooterPageLink>
                {settings ? (
                  <>
                    <li>
                      <a
                        href={settings.instagramUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${linkClass} gap-2`}
                      >
                        <InstagramGlyph />
                        Instagram<span className="sr-only"> {t("newTab")}</span>
                      </a>
                    </li>
                    <li>
                      <a
                        href={settings.xUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${linkClass} gap-2`}
                      >
                        <XGlyph />X<span className="sr-only"> {t("newTab")}</span>
                      </a>
                    </li>
                  </>
                ) : null}
              </ul>
            </FooterColumn>
          </nav>
        </div>

        <div className="mt-12 border-t border-ink/15 pt-6 text-sm text-ink-soft">
          <p className="max-w-3xl">{t("footer.disclaimer")}</p>
          <p className="mt-3">{t("footer.accelerated")}</p>
        </div>
      </div>
    </footer>
  );
}
