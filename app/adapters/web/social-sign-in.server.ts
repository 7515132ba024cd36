import { type AppLoadContext, redirect } from "react-router";
import { z } from "zod";
import type { Language } from "~/domain/language";
import { analysisPath, profilePath, signInPath } from "~/domain/site-paths";
import { socialProviderIds, socialSignInProblem } from "~/domain/social-sign-in";
import { refused } from "./account-action.server";
import { comesFromAnalysis } from "./carried-analysis.server";
import { type SocialSignInPageData, socialSignInFields } from "./social-sign-in-form";

/**
 * The sign-in and sign-up pages' part of signing in with a provider: the buttons to show, and
 * the message of an attempt that came back with `?error=` (the account service sends failures
 * to the sign-in page with `social={provider}`).
 */
export function socialSignInPage(request: Request, context: AppLoadContext): SocialSignInPageData {
  const providers = context.services.accounts.socialProviders;
  const query = new URL(request.url).searchParams;
  const error = query.get("error");
  if (error === null) return { providers, problem: null };
  const provider = providers.find(({ id }) => id === query.get("social"));
  return { providers, problem: { code: socialSignInProblem(error), providerName: provider?.name ?? null } };
}

const providerField = z.enum(socialProviderIds);

/**
 * Starts a sign-in with the provider of a button's form: redirects the browser to the provider's
 * page with better-auth's state cookie. It comes back signed in to the profile, or, from a
 * finished analysis (`?from=analysis`), to the analysis page that saves what the browser kept.
 */
export async function startSocialSignIn(
  form: FormData,
  { language, request, context }: { language: Language; request: Request; context: AppLoadContext },
) {
  const { accounts } = context.services;
  const provider = providerField.safeParse(form.get(socialSignInFields.provider));
  if (!provider.success || !accounts.socialProviders.some(({ id }) => id === provider.data)) {
    return refused({ ok: false, error: "invalid-input" }, {}, context.requestId);
  }
  const fromAnalysis = comesFromAnalysis(request);
  const errorQuery = new URLSearchParams({ social: provider.data, ...(fromAnalysis ? { from: "analysis" } : {}) });
  const started = await accounts.startSocialSignIn(
    {
      provider: provider.data,
      callbackPath: fromAnalysis ? `${analysisPath(language)}?carry=1` : profilePath(language),
      errorPath: `${signInPath(language)}?${errorQuery.toString()}`,
    },
    request.headers,
  );
  if (!started.ok) return refused(started, {}, context.requestId);
  return redirect(started.url, { headers: started.headers });
}
