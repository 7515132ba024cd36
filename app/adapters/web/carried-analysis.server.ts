import type { AppLoadContext } from "react-router";
import { readAnalysisForm } from "./analysis-form.server";
import { cookiesSetBy } from "./account-action.server";

/** `?from=analysis`: the visitor comes from a finished analysis that signing up or in saves. */
export function comesFromAnalysis(request: Request): boolean {
  return new URL(request.url).searchParams.get("from") === "analysis";
}

/**
 * A copy of the request (verification or sign-in) to read a carried analysis from later, taken
 * before the form itself is read; null when the form cannot carry one (sent without JavaScript).
 */
export function carriedAnalysisCopy(request: Request): Request | null {
  const type = request.headers.get("Content-Type") ?? "";
  return type.toLowerCase().startsWith("multipart/form-data") ? request.clone() : null;
}

/**
 * Saves the analysis an anonymous visitor finished before signing up or in, for the user the
 * verification or sign-in has just signed in. It never stands in the way of the sign-in: when the
 * answers or the selfie are refused, the error is logged and the profile offers the analysis
 * again.
 */
export async function saveCarriedAnalysis(copy: Request, signedIn: Headers, context: AppLoadContext): Promise<void> {
  const { logger } = context;
  try {
    const carried = await readAnalysisForm(copy);
    if (!carried.ok) {
      logger.warn("the carried analysis could not be read", { problem: carried.problem });
      return;
    }
    const user = await context.services.accounts.sessionOf(cookiesSetBy(signedIn));
    if (!user) {
      logger.error("no session after signing in, the carried analysis was not saved");
      return;
    }
    // With the preview's token, the scores saved are the ones the visitor saw before signing up.
    await context.services.analyses.save(user.userId, carried.answers, carried.selfie, carried.resultToken);
  } catch (error) {
    logger.error("the carried analysis was not saved", { error });
  }
}
