import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { loggedPath } from "~/adapters/http/logged-path.server";
import type { Language } from "~/domain/language";
import { pageLanguage } from "~/i18n/language-cookie";
import { translator } from "~/i18n/translate.server";
import { isDatabaseUnavailable } from "~/server/db/database-unavailable.server";
import { UnavailableDocument } from "~/ui/unavailable-document";

export const streamTimeout = 5_000;

/** How long a visitor is asked to wait before trying again while the database is down. */
const retryAfterSeconds = 30;

/**
 * Every error of a loader or action, before React Router hides its details from the page:
 * logged once with our logger; a database outage marks the request so the document answers
 * 503 (docs/security.md, "Faults").
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const loadContext = context as AppLoadContext;
  const fields = { error, method: request.method, path: loggedPath(new URL(request.url).pathname) };
  if (isDatabaseUnavailable(error)) {
    loadContext.databaseUnavailable.seen = true;
    loadContext.logger.warn("page answered 503: the database is unavailable", fields);
    return;
  }
  loadContext.logger.error("page request failed", fields);
};

function languageOf(request: Request): Language {
  return pageLanguage(new URL(request.url).pathname.split("/")[1], request.headers.get("Cookie"));
}

function unavailableResponse(request: Request, headers: Headers): Response {
  const language = languageOf(request);
  const url = new URL(request.url);
  const html = renderToStaticMarkup(
    <UnavailableDocument language={language} t={translator(language)} retryUrl={`${url.pathname}${url.search}`} />,
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Retry-After", String(retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
  return new Response(`<!DOCTYPE html>${html}`, { status: 503, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (loadContext.databaseUnavailable.seen) return unavailableResponse(request, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once so they index the finished page.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; these would otherwise be lost.
          if (shellRendered)
            loadContext.logger.error("render error after shell", {
              error,
              path: loggedPath(new URL(request.url).pathname),
            });
        },
      },
    );
  });
}
