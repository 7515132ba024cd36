import { createHash, createHmac, hkdfSync } from "node:crypto";
import { CompactSign } from "jose";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "~/domain/canonical-json";
import { sampleAnswers } from "~/domain/sample-answers.fixture";
import { maxResultTokenLength, readResultToken, resultTokenLifetimeMs, signResultToken } from "./result-token.server";

const secret = "a-test-secret-of-reasonable-length";
const noise = [0, 20, 7, 13, 1, 19];
const issuedAt = new Date("2025-03-01T10:00:00.000Z");
const token = await signResultToken(secret, { answers: sampleAnswers, noise, issuedAt });
const read = (candidate: string, at: Date = issuedAt) => readResultToken(secret, candidate, sampleAnswers, at);

const ourKey = new Uint8Array(hkdfSync("sha256", secret, new Uint8Array(0), "kulit analysis result v1", 32));

/** A JWS (HS256) of these bytes under `key`, as jose writes one. */
function signedBytes(bytes: Uint8Array, key: Uint8Array = ourKey): Promise<string> {
  return new CompactSign(bytes).setProtectedHeader({ alg: "HS256" }).sign(key);
}

/** A token signed with the documented key derivation, for payloads that `signResultToken` never writes. */
function signedWithOurKey(payload: unknown): Promise<string> {
  return signedBytes(new TextEncoder().encode(JSON.stringify(payload)));
}

const digest = createHash("sha256").update(canonicalJson(sampleAnswers)).digest("base64url");
const validPayload = { v: 1, a: digest, n: noise, t: issuedAt.getTime() };

describe("result tokens", () => {
  it("give back the noise for the same answers", async () => {
    expect(await read(token)).toEqual(noise);
    expect(await readResultToken(secret, token, { ...sampleAnswers }, issuedAt)).toEqual(noise);
    expect(await read(await signedWithOurKey(validPayload))).toEqual(noise);
  });

  it("are opaque, URL-safe and short", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("Indonesia");
    expect(token.length).toBeLessThan(300);
  });

  it("are refused for other answers", async () => {
    expect(await readResultToken(secret, token, { ...sampleAnswers, acne: 1 }, issuedAt)).toBeNull();
    expect(await readResultToken(secret, token, { ...sampleAnswers, location: "Malaysia" }, issuedAt)).toBeNull();
  });

  it("are refused when signed with another secret or with the secret itself as the key", async () => {
    expect(await read(await signResultToken("another-secret", { answers: sampleAnswers, noise, issuedAt }))).toBeNull();
    const payload = new TextEncoder().encode(JSON.stringify(validPayload));
    expect(await read(await signedBytes(payload, new TextEncoder().encode(secret)))).toBeNull();
    // The key of the old envelope, an HMAC of the label, is not this one's either.
    const oldKey = new Uint8Array(createHmac("sha256", secret).update("kulit analysis result v1").digest());
    expect(await read(await signedBytes(payload, oldKey))).toBeNull();
  });

  it("are refused with tampered noise", async () => {
    const [header = "", , mac = ""] = token.split(".");
    const tampered = Buffer.from(JSON.stringify({ ...validPayload, n: [20, 20, 20, 20, 20, 20] }), "utf8");
    expect(await read(`${header}.${tampered.toString("base64url")}.${mac}`)).toBeNull();
  });

  it("are refused after any one character changes", async () => {
    for (let index = 0; index < token.length; index += 1) {
      for (const replacement of ["A", "b", "_", "."]) {
        if (token[index] === replacement) continue;
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(await read(changed), `${index} ${replacement}`).toBeNull();
      }
    }
  });

  it("are refused in a bad format", async () => {
    const [header = "", payload = "", mac = ""] = token.split(".");
    const malformed = [
      "",
      ".",
      "..",
      payload,
      `${header}.${payload}`,
      `${header}.${payload}.`,
      `.${payload}.${mac}`,
      `${header}.${payload}.${mac}.${mac}`,
      `${header}.${payload}=.${mac}`,
      `${header}.${payload}.${mac.slice(0, -2)}`,
      `${header}.${mac}.${payload}`,
      `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`,
      token.padEnd(maxResultTokenLength + 1, "A"),
    ];
    for (const candidate of malformed) expect(await read(candidate), candidate).toBeNull();
  });

  it("are refused in another version or with payloads we never sign", async () => {
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
    for (const payload of refused) {
      expect(await read(await signedWithOurKey(payload)), JSON.stringify(payload)).toBeNull();
    }
    expect(await read(await signedBytes(new TextEncoder().encode("{v:1")))).toBeNull();
    expect(await read(await signedBytes(new Uint8Array([0xff, 0xfe, 0x7b])))).toBeNull();
  });

  it("hold for 24 hours, and not from further than a minute ahead", async () => {
    const at = (offsetMs: number) => new Date(issuedAt.getTime() + offsetMs);
    expect(await read(token, at(resultTokenLifetimeMs))).toEqual(noise);
    expect(await read(token, at(resultTokenLifetimeMs + 1))).toBeNull();
    expect(await read(token, at(-60_000))).toEqual(noise);
    expect(await read(token, at(-60_001))).toBeNull();
  });

  it("are only signed with six noise values of 0…20", async () => {
    for (const wrong of [noise.slice(0, 5), [0, 21, 7, 13, 1, 19], [0, 1.5, 7, 13, 1, 19]]) {
      await expect(signResultToken(secret, { answers: sampleAnswers, noise: wrong, issuedAt })).rejects.toThrow();
    }
  });
});
