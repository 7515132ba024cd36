import { describe, expect, it } from "vitest";
import { isSocialProviderId, providerEmailNotVerifiedCode, socialSignInProblem } from "./social-sign-in";

describe("socialSignInProblem", () => {
  it("tells a visitor who said no at the provider from one whose address it did not vouch for", () => {
    expect(socialSignInProblem("access_denied")).toBe("cancelled");
    expect(socialSignInProblem(providerEmailNotVerifiedCode)).toBe("email-not-verified");
    expect(socialSignInProblem("email_not_found")).toBe("email-not-verified");
  });

  it("names an existing account whose address was never confirmed", () => {
    expect(socialSignInProblem("account_not_linked")).toBe("unconfirmed-account");
  });

  it("answers anything else with a plain failure", () => {
    for (const code of ["state_mismatch", "state_not_found", "invalid_code", "unable_to_create_user", "", "<b>"]) {
      expect(socialSignInProblem(code), code).toBe("failed");
    }
  });
});

describe("isSocialProviderId", () => {
  it("knows the three providers and nothing else", () => {
    expect(["google", "apple", "oidc"].every(isSocialProviderId)).toBe(true);
    expect(isSocialProviderId("github")).toBe(false);
    expect(isSocialProviderId(undefined)).toBe(false);
  });
});
