import fontHref from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import stylesHref from "./app.css?url";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { defaultLanguage } from "~/domain/language";
import { comparedFromCookie } from "~/adapters/web/compare-cookie";
import { I18nProvider } from "~/i18n/i18n-provider";
import { pageLanguage } from "~/i18n/language-cookie";
import { textGroupsOfPath } from "~/i18n/path-text-groups";
import { useRememberedLanguage } from "~/i18n/remembered-language";
import { resourcesOfGroups } from "~/i18n/resources.server";
import { ScriptsAfterFirstPaint } from "~/ui/scripts-after-first-paint";
import { TapsBeforeHydration, useReplayTapsAfterHydration } from "~/ui/taps-before-hydration";
import type { Route } from "./+types/root";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params.lang, request.headers.get("Cookie"));
  // Decided on the server so the header's person icon and the menu never flicker (docs/screens.md).
  const signedIn = (await context.services.accounts.sessionOf(request.headers)) !== null;
  return {
    language,
    // Only the texts this page renders with (docs/decisions/0002).
    resources: resourcesOfGroups(language, textGroupsOfPath(new URL(request.url).pathname)),
    settings: context.settings,
    nonce: context.cspNonce,
    signedIn,
    // The header's "Compare (n)" and the cards' compare buttons, rendered by the server.
    compared: comparedFromCookie(request.headers.get("Cookie")),
    requestId: context.requestId,
  };
}

/**
 * The texts only change with the language or with a page that needs other text groups, and the
 * session and the compare picks only with a form submission (sign in, sign out, verification, a
 * compare button), so other client navigations skip the root loader.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const otherTexts =
    currentParams.lang !== nextParams.lang ||
    textGroupsOfPath(currentUrl.pathname).join() !== textGroupsOfPath(nextUrl.pathname).join();
  return (otherTexts || formMethod !== undefined) && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const language = root?.language ?? defaultLanguage;
  useReplayTapsAfterHydration();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <TapsBeforeHydration nonce={root?.nonce} />
        {/* The theme's ink (--color-ink in app/app.css): a meta tag cannot read a CSS variable. */}
        <meta name="theme-color" content="#3D3A39" />
        {/* The stylesheet and the font before the page's scripts, so the first paint waits for
            nothing else (docs/performance.md); React puts both at the top of the head. */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <link rel="preload" href={fontHref} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {root ? (
          <I18nProvider language={language} resources={root.resources}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={root?.nonce} />
        <ScriptsAfterFirstPaint nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRememberedLanguage(useRouteLoaderData<typeof loader>("root")?.language ?? defaultLanguage);
  return <Outlet />;
}

/** Last resort when even the root loader failed: plain text in both languages. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4">{status === 404 ? "Halaman tidak ditemukan." : "Terjadi kesalahan. Silakan coba lagi."}</p>
      <p className="mt-6">
        <a className="underline" href="/">
          kulit
        </a>
      </p>
    </main>
  );
}
