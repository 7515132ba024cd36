import { describe, expect, it } from "vitest";
import { isOfferedAuthPath } from "./offered-auth-paths.server";

describe("isOfferedAuthPath", () => {
  it("offers the password sign-in, its codes, sessions and access tokens", () => {
    for (const path of [
      "/sign-in/email",
      "/sign-up/email",
      "/email-otp/verify-email",
      "/email-otp/reset-password",
      "/sign-out",
      "/get-session",
      "/token",
      "/jwks",
    ]) {
      expect(isOfferedAuthPath(path, []), path).toBe(true);
    }
  });

  it("refuses the endpoints we do not offer, parameterised ones included", () => {
    for (const path of ["/sign-in/email-otp", "/change-password", "/reset-password/some-token", "/update-user/"]) {
      expect(isOfferedAuthPath(path, ["google"]), path).toBe(false);
    }
  });

  it("refuses signing in with a provider when none is configured", () => {
    expect(isOfferedAuthPath("/sign-in/social", [])).toBe(false);
    expect(isOfferedAuthPath("/callback/google", [])).toBe(false);
  });

  it("offers the provider endpoints only for the configured providers", () => {
    expect(isOfferedAuthPath("/sign-in/social", ["oidc"])).toBe(true);
    expect(isOfferedAuthPath("/callback/oidc", ["oidc"])).toBe(true);
    expect(isOfferedAuthPath("/callback/google", ["oidc"])).toBe(false);
    expect(isOfferedAuthPath("/callback/oidc/extra", ["oidc"])).toBe(false);
  });
});
