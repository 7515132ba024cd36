import type { Translate } from "~/i18n/translate";
import type { Language } from "~/domain/language";

/**
 * The whole page sent (503) when the database cannot be reached: it needs no data, no script
 * and no stylesheet from the build, so it renders whatever else is down. Its colours are the
 * theme's (app/app.css: ink, cream, ink-soft, accent) written out as hex, because the page may
 * not load the stylesheet that holds the tokens; they meet WCAG AA contrast.
 */
export function UnavailableDocument(props: { language: Language; t: Translate<"common">; retryUrl: string }) {
  const { language, t, retryUrl } = props;
  const title = t("unavailable.title");
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#3D3A39" />
        <title>{`${title} · kulit`}</title>
        <style>{`
          body { margin: 0; background: #fffef2; color: #3d3a39; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; }
          main { max-width: 36rem; margin: 0 auto; padding: 4rem 1.25rem; }
          .brand { font-size: 1.5rem; font-weight: 800; color: #a8432f; margin: 0 0 3rem; }
          .eyebrow { font-size: 0.875rem; font-weight: 600; letter-spacing: 0.05em; text-transform: uppercase; color: #a8432f; margin: 0; }
          h1 { font-size: 2rem; line-height: 1.2; margin: 0.75rem 0 0; }
          p.text { font-size: 1.125rem; color: #5c5856; margin: 1rem 0 2rem; }
          a.retry { display: inline-flex; align-items: center; min-height: 3rem; padding: 0 1.5rem; border-radius: 999px; background: #3d3a39; color: #fffef2; font-weight: 600; text-decoration: none; }
          a.retry:focus-visible { outline: 2px solid #a8432f; outline-offset: 2px; }
        `}</style>
      </head>
      <body>
        <main>
          <p className="brand">kulit</p>
          <p className="eyebrow">{t("unavailable.eyebrow")}</p>
          <h1>{title}</h1>
          <p className="text">{t("unavailable.text")}</p>
          <a className="retry" href={retryUrl}>
            {t("unavailable.retry")}
          </a>
        </main>
      </body>
    </html>
  );
}
