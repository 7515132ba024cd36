import type { AppLoadContext } from "react-router";
import { signedOutViewer, type Viewer } from "~/domain/match-state";
import { matchProfileOf } from "~/domain/skin-analysis";

/**
 * Who is looking: the session's user and the profile of their latest analysis. Every page
 * that shows a match (lists, carousel, product page, top picks) asks here, so they agree.
 */
export async function viewerOf(request: Request, context: AppLoadContext): Promise<Viewer> {
  return (await viewerAndUserOf(request, context)).viewer;
}

/** The viewer and, when signed in, their user id: for pages that also read the user's own records. */
export async function viewerAndUserOf(
  request: Request,
  context: AppLoadContext,
): Promise<{ viewer: Viewer; userId: string | null }> {
  const session = await context.services.accounts.sessionOf(request.headers);
  if (!session) return { viewer: signedOutViewer, userId: null };
  const analysis = await context.services.analyses.latest(session.userId);
  return { viewer: { signedIn: true, profile: analysis ? matchProfileOf(analysis) : null }, userId: session.userId };
}
