/**
 * A real OpenID Connect provider for the end-to-end suite (a Playwright webServer): oidc-provider
 * on OIDC_PROVIDER_PORT with one client, the kulit server under test (OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI), and the package's own development sign-in and consent
 * pages. Any account id signs in, with any password; its address is `{id}@example.com` and the
 * provider vouches for it, unless the id starts with `unconfirmed-`. Runs until stopped.
 */
import Provider, { type Configuration } from "oidc-provider";
import { z } from "zod";

const env = z
  .object({
    OIDC_PROVIDER_PORT: z.coerce.number().int().min(1).max(65_535),
    OIDC_CLIENT_ID: z.string().min(1),
    OIDC_CLIENT_SECRET: z.string().min(32),
    OIDC_REDIRECT_URI: z.url(),
  })
  .parse(process.env);

/** An account id whose address the provider does not vouch for (email_verified false). */
const unconfirmedAccountPrefix = "unconfirmed-";

const configuration: Configuration = {
  clients: [
    {
      client_id: env.OIDC_CLIENT_ID,
      client_secret: env.OIDC_CLIENT_SECRET,
      redirect_uris: [env.OIDC_REDIRECT_URI],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
  // kulit must send PKCE (docs/security.md); the provider refuses an authorization without it.
  pkce: { required: () => true },
  // Signs the provider's own cookies; a fixed test value.
  cookies: { keys: ["kulit-e2e-oidc-provider-cookie-key"] },
  findAccount: (_ctx, id) => ({
    accountId: id,
    // A name and a picture, which kulit must not keep (docs/security.md).
    claims: () => ({
      sub: id,
      email: `${id}@example.com`,
      email_verified: !id.startsWith(unconfirmedAccountPrefix),
      name: `Test ${id}`,
      picture: `https://pictures.example.com/${encodeURIComponent(id)}.png`,
    }),
  }),
};

const issuer = `http://127.0.0.1:${env.OIDC_PROVIDER_PORT}`;
const server = new Provider(issuer, configuration).listen(env.OIDC_PROVIDER_PORT, "127.0.0.1", () => {
  console.log(`OpenID Connect provider listening on ${issuer}`);
});

function stop(): void {
  server.close(() => process.exit(0));
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
