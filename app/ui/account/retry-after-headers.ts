import type { HeadersFunction } from "react-router";

/**
 * The document response of an account form keeps its action's `Retry-After`: React Router
 * passes an action's headers on to the page only through the route's `headers` export, and a
 * refusal for a limit must say how long to wait (docs/security.md, "Accounts").
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter !== null) headers.set("Retry-After", retryAfter);
  return headers;
};
