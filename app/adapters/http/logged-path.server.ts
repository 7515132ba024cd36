/**
 * What a log line says of a request's address: its path, with the segments that hold an e-mail
 * address (the confirmation and reset pages) replaced, and never its query, which can hold one
 * visitor's analysis answers (docs/decisions/0025-analysis-answers-in-the-url.md) or search words.
 */
export function loggedPath(pathname: string): string {
  return pathname.replace(/[^/]*(@|%40)[^/]*/g, "[email]");
}
