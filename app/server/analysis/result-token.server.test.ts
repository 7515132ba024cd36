import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "~/domain/canonical-json";
import { sampleAnswers } from "~/domain/sample-answers.fixture";
import { maxResultTokenLength, readResultToken, resultTokenLifetimeMs, signResultToken } from "./result-token.server";

const secret = "a-test-secret-of-reasonable-length";
const noise = [0, 20, 7, 13, 1, 19];
const issuedAt = new Date("2025-03-01T10:00:00.000Z");
const token = signResultToken(secret, { answers: sampleAnswers, noise, issuedAt });
const read = (candidate: string, at: Date = issuedAt) => readResultToken(secret, candidate, sampleAnswers, at);

/** A token signed with the documented key derivation, for payloads that `signResultToken` never writes. */
function signedWithOurKey(payload: unknown): string {
  const key = createHmac("sha256", secret).update("kulit analysis result v1").digest();
  const encoded = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${encoded}.${createHmac("sha256", key).update(encoded).digest("base64url")}`;
}

const digest = createHash("sha256").update(canonicalJson(sampleAnswers)).digest("base64url");
const validPayload = { v: 1, a: digest, n: noise, t: issuedAt.getTime() };

describe("result tokens", () => {
  it("give back the noise for the same answers", () => {
    expect(read(token)).toEqual(noise);
    expect(readResultToken(secret, token, { ...sampleAnswers }, issuedAt)).toEqual(noise);
    expect(read(signedWithOurKey(validPayload))).toEqual(noise);
  });

  it("are opaque, URL-safe and short", () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("Indonesia");
    expect(token.length).toBeLessThan(300);
  });

  it("are refused for other answers", () => {
    expect(readResultToken(secret, token, { ...sampleAnswers, acne: 1 }, issuedAt)).toBeNull();
    expect(readResultToken(secret, token, { ...sampleAnswers, location: "Malaysia" }, issuedAt)).toBeNull();
  });

  it("are refused when signed with another secret or with the secret itself as the key", () => {
    expect(read(signResultToken("another-secret", { answers: sampleAnswers, noise, issuedAt }))).toBeNull();
    const encoded = Buffer.from(JSON.stringify(validPayload), "utf8").toString("base64url");
    const signedWithSecret = `${encoded}.${createHmac("sha256", secret).update(encoded).digest("base64url")}`;
    expect(read(signedWithSecret)).toBeNull();
  });

  it("are refused with tampered noise", () => {
    const [, mac = ""] = token.split(".");
    const tampered = Buffer.from(JSON.stringify({ ...validPayload, n: [20, 20, 20, 20, 20, 20] }), "utf8");
    expect(read(`${tampered.toString("base64url")}.${mac}`)).toBeNull();
  });

  it("are refused after any one character changes", () => {
    for (let index = 0; index < token.length; index += 1) {
      for (const replacement of ["A", "b", "_", "."]) {
        if (token[index] === replacement) continue;
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(read(changed), `${index} ${replacement}`).toBeNull();
      }
    }
  });

  it("are refused in a bad format", () => {
    const [payload = "", mac = ""] = token.split(".");
    const malformed = [
      "",
      ".",
      payload,
      `${payload}.`,
      `.${mac}`,
      `${payload}.${mac}.${mac}`,
      `${payload}=.${mac}`,
      `${payload}.${mac.slice(0, -2)}`,
      `${mac}.${payload}`,
      `${payload}.${mac}`.padEnd(maxResultTokenLength + 1, "A"),
    ];
    for (const candidate of malformed) expect(read(candidate), candidate).toBeNull();
  });

  it("are refused in another version or with payloads we never sign", () => {
    const refused: unknown[] = [
      { ...validPayload, v: 2 },
      { ...validPayload, extra: true },
      { a: digest, n: noise, t: issuedAt.getTime() },
      { ...validPayload, n: noise.slice(0, 5) },
      { ...validPayload, n: [...noise, 3] },
      { ...validPayload, n: [0, 21, 7, 13, 1, 19] },
      { ...validPayload, n: [0, -1, 7, 13, 1, 19] },
      { ...validPayload, n: [0, 2.5, 7, 13, 1, 19] },
      { ...validPayload, n: [0, "2", 7, 13, 1, 19] },
      { ...validPayload, t: "2025-03-01T10:00:00.000Z" },
      [validPayload],
      null,
    ];
    for (const payload of refused) expect(read(signedWithOurKey(payload)), JSON.stringify(payload)).toBeNull();
    const notJson = Buffer.from("{v:1", "utf8").toString("base64url");
    const key = createHmac("sha256", secret).update("kulit analysis result v1").digest();
    expect(read(`${notJson}.${createHmac("sha256", key).update(notJson).digest("base64url")}`)).toBeNull();
  });

  it("hold for 24 hours, and not from further than a minute ahead", () => {
    const at = (offsetMs: number) => new Date(issuedAt.getTime() + offsetMs);
    expect(read(token, at(resultTokenLifetimeMs))).toEqual(noise);
    expect(read(token, at(resultTokenLifetimeMs + 1))).toBeNull();
    expect(read(token, at(-60_000))).toEqual(noise);
    expect(read(token, at(-60_001))).toBeNull();
  });

  it("are only signed with six noise values of 0…20", () => {
    for (const wrong of [noise.slice(0, 5), [0, 21, 7, 13, 1, 19], [0, 1.5, 7, 13, 1, 19]]) {
      expect(() => signResultToken(secret, { answers: sampleAnswers, noise: wrong, issuedAt })).toThrow();
    }
  });
});
