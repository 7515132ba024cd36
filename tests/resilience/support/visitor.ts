/**
 * What a visitor's browser sends, over HTTP to a site process: the sign-up pages' forms (as a
 * browser without JavaScript posts them), the analysis page's save (the fetcher's POST), and
 * Download my data to read back what the site kept.
 */
import { z } from "zod";
import type { Language } from "~/domain/language";
import { signUpConfirmPath, signUpPath } from "~/domain/site-paths";
import { waitForSinkMail } from "../../support/mail-sink-files";
import { codeIn, cookieFrom } from "../../integration/support/test-accounts";
import { sampleAnswers } from "~/domain/sample-answers.fixture";

/** A password that passes every rule of docs/security.md, "Accounts". */
export const visitorPassword = "velvet-morning-tea";

export interface Visitor {
  email: string;
  language: Language;
  /** The Cookie header of the signed-in session. */
  cookie: string;
}

let counter = 0;
export function uniqueAddress(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A form post as the browser sends it (no JavaScript): the answer itself, redirects not followed. */
export function postForm(baseUrl: string, pathname: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Sends the sign-up form; the answer is the page's (a redirect to the confirmation page, or the form with an error). */
export function sendSignUp(baseUrl: string, language: Language, email: string) {
  return postForm(baseUrl, signUpPath(language), { email, password: visitorPassword });
}

/** Enters the newest code mailed to `email` since `since` on the confirmation page; returns the signed-in visitor. */
export async function confirmWithMailedCode(
  baseUrl: string,
  mailDir: string,
  language: Language,
  email: string,
  since: number,
): Promise<Visitor> {
  const mail = await waitForSinkMail(mailDir, email, (received) => received.receivedAt >= since);
  const confirmed = await postForm(baseUrl, signUpConfirmPath(language, email), {
    intent: "verify",
    code: codeIn(mail.text),
  });
  if (confirmed.status !== 302) throw new Error(`confirming ${email} answered ${confirmed.status}`);
  return { email, language, cookie: cookieFrom(confirmed.headers) };
}

/** Signs up through the pages and confirms with the mailed code, as a new visitor does. */
export async function signUpVisitor(baseUrl: string, mailDir: string, language: Language, label: string) {
  const email = uniqueAddress(label);
  const since = Date.now() - 1000;
  const signUp = await sendSignUp(baseUrl, language, email);
  if (signUp.status !== 302) throw new Error(`sign-up of ${email} answered ${signUp.status}`);
  return confirmWithMailedCode(baseUrl, mailDir, language, email, since);
}

/**
 * The analysis page's save (its fetcher's multipart POST to the page's action), as a signed-in
 * visitor's browser sends it at the end of the analysis. `location` marks this save, so that it
 * can be found afterwards.
 */
export function saveAnalysis(baseUrl: string, visitor: Visitor, location: string, selfie?: Uint8Array) {
  const form = new FormData();
  form.set("answers", JSON.stringify({ ...sampleAnswers, location }));
  if (selfie) form.set("selfie", new Blob([new Uint8Array(selfie)], { type: "image/jpeg" }), "selfie.jpg");
  return fetch(`${baseUrl}/${visitor.language}/analysis.data`, {
    method: "POST",
    headers: { cookie: visitor.cookie, origin: baseUrl },
    body: form,
    redirect: "manual",
  });
}

/**
 * The profile this save led to, when the site acknowledged it: the page's action answers a
 * saved analysis with a redirect to the profile, which the fetcher follows. Anything else (an
 * error answer, a connection that broke) is no acknowledgement.
 */
export async function acknowledgedProfile(answer: Response): Promise<string | null> {
  if (answer.status >= 400) return null;
  const body = await answer.text();
  return /\/(?:en|id)\/profile(?:\?done=[a-z-]+)?/.exec(body)?.[0] ?? null;
}

const exportSchema = z.object({
  analyses: z.array(z.object({ location: z.string(), hasSelfie: z.boolean() })),
});

/** The visitor's analyses as Download my data gives them (read as their owner). */
export async function keptAnalyses(baseUrl: string, visitor: Visitor) {
  const answer = await fetch(`${baseUrl}/account/export`, { headers: { cookie: visitor.cookie } });
  if (answer.status !== 200) throw new Error(`Download my data answered ${answer.status} for ${visitor.email}`);
  return exportSchema.parse(await answer.json()).analyses;
}

/** The text of a page as a reader sees it: React escapes quotes and ampersands in its HTML. */
export function pageText(html: string): string {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
