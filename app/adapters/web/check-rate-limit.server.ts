import type { AppLoadContext, HeadersFunction } from "react-router";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import { allowanceOf } from "~/server/rate-limit/shared-rate-limits.server";
import type { ProductType } from "~/domain/product-types";
import { addressKey } from "../http/client-address.server";
import type { CheckPageData } from "./check-page.server";

/**
 * The rate limit of `/{lang}/check` (docs/check.md, "Rate limit"): each reading of a pasted list
 * counts once per client address, in the counters every instance shares
 * (CHECK_RATE_LIMIT_PER_MINUTE): a shared link's reading (one the page cache holds never reaches
 * the loader), and a post read at once because its list is too long for a link; a post answered
 * 303 counts when its address is read. A page without a list costs nothing and is not counted.
 */

/** What the page answers over the limit: status 429, `Retry-After`, and never kept by a cache. */
export interface CheckRateLimited {
  status: 429;
  headers: { "Retry-After": string; "Cache-Control": "no-store" };
}

/**
 * Counts a reading the request is about to ask for; null when it may go on, else the 429's status
 * and headers. Called only where the page reads a list.
 */
export async function overCheckRateLimit(request: Request, context: AppLoadContext): Promise<CheckRateLimited | null> {
  // Set by the server from the connection (behind TRUST_PROXY), whatever the client sent.
  const address = request.headers.get(clientIpHeader) ?? "unknown";
  const allowance = allowanceOf([await context.services.checkPageLimit.hit(addressKey(address))]);
  if (allowance.allowed) return null;
  return {
    status: 429,
    headers: { "Retry-After": String(allowance.retryAfterSeconds), "Cache-Control": "no-store" },
  };
}

/** The page over the limit: the list kept in its field, and the message instead of a reading. */
export function rateLimitedPage(text: string, productType: ProductType | null): CheckPageData {
  return { text, productType, reading: null, problem: "rate-limited", shareable: false };
}

/**
 * The page's document keeps the limit's headers: React Router passes a loader's or an action's
 * headers on to the document only through the route's `headers` export.
 */
export const checkHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = actionHeaders.get(name) ?? loaderHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
};
