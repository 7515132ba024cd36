import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, showsErrorDetails } from "./config.server";

describe("parseConfig", () => {
  it("starts with no configuration at all (errors masked, outbox mail, local storage)", () => {
    const config = parseConfig({});
    expect(config.NODE_ENV).toBeUndefined();
    expect(showsErrorDetails(config)).toBe(false);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.STORAGE_URL).toBeUndefined();
    expect(config.AUTH_RATE_LIMIT_FACTOR).toBe(1);
  });

  it("refuses to run in production without SMTP, naming the variable", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL/);
    expect(parseConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" }).SMTP_URL).toBe(
      "smtp://mail.example:587",
    );
  });

  it("shows error details only when NODE_ENV=development is set explicitly", () => {
    expect(showsErrorDetails(parseConfig({ NODE_ENV: "development" }))).toBe(true);
    expect(showsErrorDetails(parseConfig({ NODE_ENV: "" }))).toBe(false);
    expect(showsErrorDetails(parseConfig({ NODE_ENV: "test" }))).toBe(false);
    expect(() => parseConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("refuses a short AUTH_SECRET and treats an empty one as unset", () => {
    expect(() => parseConfig({ AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET/);
    expect(parseConfig({ AUTH_SECRET: "" }).AUTH_SECRET).toBeUndefined();
  });
});
