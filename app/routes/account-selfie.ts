import type { Route } from "./+types/account-selfie";

/** Nobody but the owner may see a selfie, so no cache (shared or private) keeps a copy. */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * `GET /account/selfie`: the signed-in user's latest selfie (docs/security.md: served only to
 * its owner). The service only ever reads the session user's own selfie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.accounts.sessionOf(request.headers);
  if (!session) return plain(401, "Sign in to see your selfie.");
  const jpeg = await context.services.analyses.latestSelfie(session.userId);
  if (!jpeg) return plain(404, "No selfie.");
  return new Response(new Uint8Array(jpeg), {
    headers: { ...privateHeaders, "Content-Type": "image/jpeg", "Content-Length": String(jpeg.byteLength) },
  });
}
