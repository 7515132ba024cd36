import type { Viewer } from "./authenticate.server";
import { anotherUsersRecords, needsAccessToken } from "./graphql-errors";

export type UserViewer = Extract<Viewer, { kind: "user" }>;

/**
 * The caller as a user whose own records are asked for (docs/security.md, "Private data"): an
 * API key alone is not a user, and an id other than the caller's own is refused without reading
 * anything. `id` null or undefined means "mine" (the subscription's optional owner).
 */
export function ownRecordsViewer(viewer: Viewer, id: string | null | undefined): UserViewer {
  if (viewer.kind !== "user") throw needsAccessToken();
  if (id !== null && id !== undefined && id !== viewer.userId) throw anotherUsersRecords();
  return viewer;
}
