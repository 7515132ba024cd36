import { type ApiErrorBody, apiErrorBody } from "./graphql-errors";
import type { AuthFailure } from "./authenticate.server";

export interface AuthFailureResponse {
  status: 401;
  /** RFC 6750: tells a client whether to refresh its token or to sign in again. */
  wwwAuthenticate: string;
  body: ApiErrorBody;
}

function tokenFailure(reason: "token-expired" | "token-invalid", message: string, description: string) {
  return {
    status: 401,
    wwwAuthenticate: `Bearer error="invalid_token", error_description="${description}"`,
    body: apiErrorBody(message, "UNAUTHENTICATED", { reason }),
  } as const;
}

/** The HTTP answer to each refusal; the messages say what the client should do next. */
export function authFailureResponse(failure: AuthFailure): AuthFailureResponse {
  switch (failure) {
    case "unauthorized":
      return {
        status: 401,
        wwwAuthenticate: 'Bearer realm="kulit"',
        body: apiErrorBody("Unauthorized", "UNAUTHORIZED"),
      };
    case "token-expired":
      return tokenFailure(
        "token-expired",
        "The access token has expired: get a new one from /api/auth/token with your session token",
        "The access token expired",
      );
    case "token-invalid":
      return tokenFailure(
        "token-invalid",
        "The access token is not valid: sign in again through /api/auth to get a new session token",
        "The access token is not valid",
      );
    case "not-bearer":
      return tokenFailure(
        "token-invalid",
        'The Authorization header must be "Bearer <access token>": sign in again through /api/auth to get one, or send an API key as x-api-key instead',
        "The Authorization header is not a bearer token",
      );
  }
}
