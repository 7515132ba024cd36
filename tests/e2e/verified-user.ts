import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../../app/server/db/schema.server";
import { uniqueEmail } from "./mail";
import { databaseFile } from "./server-settings";

/**
 * A verified account for tests whose subject is not signing up: written straight into the
 * end-to-end server's database and signed in through the real accounts API, so the browser holds
 * a real session cookie without the sign-up screens or a mail. Tests of signing up itself go
 * through the screens (sign-up.ts).
 */

export interface VerifiedUser {
  id: string;
  email: string;
  password: string;
}

/** How long a write waits while the server (or another test worker) holds SQLite's write lock. */
const busyTimeoutMs = 10_000;

/**
 * Runs `work` on the server's SQLite database (WAL mode, so the running server keeps reading),
 * then closes the handle, so no test keeps the file open.
 */
export async function withServerDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const sqlite = new SqliteDatabase(databaseFile, { fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
    sqlite.pragma("foreign_keys = ON");
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** What a test chooses of the analysis it gives its user: the budget answer and the six scores. */
export interface GivenAnalysis {
  budget: number;
  scores: { eyebags: number; dryness: number; redness: number; wrinkles: number; acne: number; pores: number };
}

/**
 * An analysis for a signed-in test user, written as the server saves one: a woman of the second
 * age band in the United Kingdom with oily skin, the budget and scores as given.
 */
export async function giveAnalysis(userId: string, given: GivenAnalysis): Promise<void> {
  await withServerDatabase((db) =>
    db
      .insertInto("analyses")
      .values({
        id: randomUUID(),
        user_id: userId,
        gender: 2,
        age: 2,
        budget: given.budget,
        skin_type: "oily",
        location: "United Kingdom",
        image_key: null,
        ...given.scores,
        created_at: new Date().toISOString(),
      })
      .execute(),
  );
}

/** Every user of a test worker has this password (accepted by the sign-up rules too). */
const password = "calm cream at dawn 42";
let passwordHash: Promise<string> | undefined;

/**
 * The password as better-auth stores it: its own `hashPassword` (scrypt, `salt:key` in hex),
 * which the server's default `verifyPassword` checks. Hashed once per worker: it takes a while.
 */
function hashedPassword(): Promise<string> {
  passwordHash ??= hashPassword(password);
  return passwordHash;
}

/**
 * A new user with a confirmed address and a password, as sign-up and the code would leave it:
 * a `user` row and a credential `account` row, in one transaction. Dates are ISO text and
 * booleans 0/1, as better-auth writes them on SQLite.
 */
export async function createVerifiedUser(): Promise<VerifiedUser> {
  const user = { id: randomUUID(), email: uniqueEmail(), password };
  const hash = await hashedPassword();
  const now = new Date().toISOString();
  await withServerDatabase((db) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto("user")
        // The sign-up form sends no name, so the web's accounts have an empty one.
        .values({
          id: user.id,
          name: "",
          email: user.email,
          emailVerified: 1,
          image: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await trx
        .insertInto("account")
        .values({
          id: randomUUID(),
          accountId: user.id,
          providerId: "credential",
          userId: user.id,
          password: hash,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }),
  );
  return user;
}

/**
 * Signs the page's browser context in as `user` through the accounts API (`page.request` shares
 * the context's cookies, so the session cookie lands in the browser), and checks that the
 * browser's session is this user's.
 */
export async function signIn(page: Page, user: VerifiedUser): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("no baseURL: run the tests through playwright.config.ts");
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password, rememberMe: true },
    // better-auth refuses a POST without a trusted Origin (its CSRF check).
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), `sign-in of ${user.email}: ${await response.text()}`).toBe(200);
  const session = await page.request.get("/api/auth/get-session");
  expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(user.email);
}

/** A new verified user, with the page's browser context signed in as them. */
export async function signedInUser(page: Page): Promise<VerifiedUser> {
  const user = await createVerifiedUser();
  await signIn(page, user);
  return user;
}
