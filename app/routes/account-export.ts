import type { Route } from "./+types/account-export";

const privateHeaders = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

/**
 * `GET /account/export`: Settings → 'Download my data' (docs/security.md), everything kept about
 * the signed-in user as a JSON file download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.accounts.sessionOf(request.headers);
  if (!session) {
    return new Response("Sign in to download your data.", {
      status: 401,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const exported = await context.services.accounts.exportData(session.userId);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      ...privateHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kulit-my-data-${day}.json"`,
    },
  });
}
