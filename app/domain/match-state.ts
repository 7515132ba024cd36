import type { MatchProduct, MatchProfile } from "./match-score";
import { matchScore } from "./match-score";

/** What the match line shows (docs/screens.md): a prompt to sign up, a prompt to finish the analysis, or the match. */
export type MatchState = { state: "signed-out" } | { state: "no-profile" } | { state: "match"; percent: number };

/** Who is looking: nobody signed in, or a user with or without a skin profile. */
export type Viewer = { signedIn: false } | { signedIn: true; profile: MatchProfile | null };

export const signedOutViewer: Viewer = { signedIn: false };

/** The match line of one product for a viewer. */
export function matchStateFor(viewer: Viewer, product: MatchProduct): MatchState {
  if (!viewer.signedIn) return { state: "signed-out" };
  if (!viewer.profile) return { state: "no-profile" };
  return { state: "match", percent: matchScore(viewer.profile, product) };
}

/** The profile to sort lists by, when the viewer has one. */
export function profileOf(viewer: Viewer): MatchProfile | null {
  return viewer.signedIn ? viewer.profile : null;
}
