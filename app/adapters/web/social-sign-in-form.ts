import type { SocialProviderOption, SocialSignInProblem } from "~/domain/social-sign-in";

/**
 * The sign-in buttons' forms (app/ui/account/social-sign-in.tsx): each posts this intent and its
 * provider to the page's own action, which tells them from the password form by the intent.
 */
export const socialSignInFields = { intent: "intent", provider: "provider" } as const;
export const socialSignInIntent = "social-sign-in";

export function isSocialSignInForm(form: FormData): boolean {
  return form.get(socialSignInFields.intent) === socialSignInIntent;
}

/**
 * What the sign-in and sign-up pages know of signing in with a provider: the providers offered
 * (never a secret), and why the last attempt came back without signing in, with the provider's
 * name when the page knows it.
 */
export interface SocialSignInPageData {
  providers: readonly SocialProviderOption[];
  problem: { code: SocialSignInProblem; providerName: string | null } | null;
}
