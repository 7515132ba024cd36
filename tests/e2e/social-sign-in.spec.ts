import { randomUUID } from "node:crypto";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { sql } from "kysely";
import { hashPassword } from "better-auth/crypto";
import { sampleAnswers } from "../../app/domain/sample-answers.fixture";
import { analysisTexts, pendingAnalysisKey } from "./analysis-texts";
import { uniqueEmail } from "./mail";
import { type Language, languages, onOneDevicePerLanguage, onPhoneOnly, urlOf } from "./support";
import { createVerifiedUser, withServerDatabase } from "./verified-user";

/**
 * Signing in with an OpenID Connect provider, end to end: the server under test talks to a real
 * provider (oidc-provider, started by playwright.config.ts as "Local OIDC"), through its own pages.
 */

// Each flow goes through the provider's pages and back; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

/** What a visitor reads (copied from public/locales/{en,id}/account.json on purpose, like support.ts). */
const texts = {
  en: {
    continueWith: "Continue with Local OIDC",
    or: "or",
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    problems: {
      cancelled: "You didn't finish signing in with Local OIDC, so you're not signed in.",
      emailNotVerified: "Local OIDC didn't tell us your email address is confirmed",
      unconfirmedAccount: "This email address already has a kulit account that was never confirmed",
    },
  },
  id: {
    continueWith: "Lanjutkan dengan Local OIDC",
    or: "atau",
    email: "Email",
    password: "Kata sandi",
    signIn: "Masuk",
    problems: {
      cancelled: "Kamu belum selesai masuk dengan Local OIDC, jadi kamu belum masuk ke kulit.",
      emailNotVerified: "Local OIDC tidak memberi tahu kami bahwa alamat emailmu sudah dikonfirmasi",
      unconfirmedAccount: "Alamat email ini sudah punya akun kulit yang belum pernah dikonfirmasi",
    },
  },
} as const satisfies Record<Language, unknown>;

function providerIssuer(): string {
  const issuer = process.env.OIDC_TEST_ISSUER;
  if (!issuer) throw new Error("OIDC_TEST_ISSUER is not set: run the tests through playwright.config.ts");
  return issuer;
}

/** The account id to type on the provider's page for `{id}@example.com` (tests/support/oidc-provider-cli.ts). */
function accountIdOf(email: string): string {
  return email.slice(0, email.indexOf("@"));
}

/** Goes through the provider's own sign-in and consent pages as `accountId` (any password works there). */
async function signInAtProvider(page: Page, accountId: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === providerIssuer());
  await page.getByPlaceholder("Enter any login").fill(accountId);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function continueWithProvider(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("main").getByRole("button", { name: texts[language].continueWith }).click();
}

async function expectProfileOf(page: Page, language: Language, email: string): Promise<void> {
  await expect(page).toHaveURL(urlOf(`/${language}/profile`));
  await expect(page.getByRole("main").getByText(email, { exact: true })).toBeVisible();
}

/** Every user row with this address, and the sign-in methods of each (`credential` is the password). */
async function accountsOf(email: string) {
  return withServerDatabase(async (db) => {
    const users = await db.selectFrom("user").select(["id", "emailVerified"]).where("email", "=", email).execute();
    const accounts = await sql<{
      userId: string;
      providerId: string;
      accountId: string;
      accessToken: string | null;
      refreshToken: string | null;
      idToken: string | null;
    }>`select "userId", "providerId", "accountId", "accessToken", "refreshToken", "idToken" from account
       where "userId" in (select id from "user" where email = ${email}) order by "providerId"`.execute(db);
    return { users, accounts: accounts.rows };
  });
}

/** An account signed up with this address and a password, whose address was never confirmed. */
async function createUnconfirmedUser(email: string): Promise<void> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const hash = await hashPassword("someone else's password 42");
  await withServerDatabase((db) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto("user")
        .values({ id, name: "", email, emailVerified: 0, image: null, createdAt: now, updatedAt: now })
        .execute();
      await trx
        .insertInto("account")
        .values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: hash,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }),
  );
}

for (const language of languages) {
  const t = texts[language];

  test.describe(`signing in with a provider (${language})`, onOneDevicePerLanguage(language), () => {
    test("a new visitor signs in with the provider and lands on a new profile; kulit keeps no tokens", async ({
      page,
    }) => {
      const email = uniqueEmail();
      await page.goto(`/${language}/signin`);
      const main = page.getByRole("main");
      await expect(main.getByText(t.or, { exact: true })).toBeVisible();
      const button = main.getByRole("button", { name: t.continueWith });
      // A tap target of at least 44 px.
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await button.click();
      await signInAtProvider(page, accountIdOf(email));
      await expectProfileOf(page, language, email);

      const { users, accounts } = await accountsOf(email);
      expect(users).toHaveLength(1);
      expect(Boolean(users[0]?.emailVerified)).toBe(true);
      expect(accounts).toEqual([
        {
          userId: users[0]?.id,
          providerId: "oidc",
          accountId: accountIdOf(email),
          accessToken: null,
          refreshToken: null,
          idToken: null,
        },
      ]);
      const user = await withServerDatabase((db) =>
        db.selectFrom("user").select(["name", "image"]).where("email", "=", email).executeTakeFirstOrThrow(),
      );
      // The provider sent a name and a picture: kulit keeps neither.
      expect(user).toEqual({ name: "", image: null });
      // Download my data names the provider it is linked to.
      const exported = (await (await page.request.get("/account/export")).json()) as {
        signInMethods: { method: string; providerAccountId: string | null }[];
      };
      expect(exported.signInMethods).toEqual([
        { method: "oidc", providerAccountId: accountIdOf(email), since: expect.any(String) as unknown },
      ]);
    });

    test("an account with the same confirmed address signs in with the provider and stays one account", async ({
      page,
    }) => {
      const { id, email, password } = await createVerifiedUser();
      await continueWithProvider(page, language, `/${language}/signin`);
      await signInAtProvider(page, accountIdOf(email));
      await expectProfileOf(page, language, email);

      const { users, accounts } = await accountsOf(email);
      expect(users.map((user) => user.id)).toEqual([id]);
      expect(accounts.map(({ userId, providerId }) => ({ userId, providerId }))).toEqual([
        { userId: id, providerId: "credential" },
        { userId: id, providerId: "oidc" },
      ]);

      // The password still opens the same account.
      await page.context().clearCookies();
      await page.goto(`/${language}/signin`);
      const main = page.getByRole("main");
      await main.getByLabel(t.email).fill(email);
      await main.getByLabel(t.password, { exact: true }).fill(password);
      await main.getByRole("button", { name: t.signIn, exact: true }).click();
      await expectProfileOf(page, language, email);
    });

    test("from a finished analysis, the provider brings the visitor back, and the result they saw is saved", async ({
      page,
    }) => {
      const email = uniqueEmail();
      // The result page's state: the answers and the server's result for them, kept in the tab.
      await page.goto(`/${language}/signin?from=analysis`);
      const preview = await page.evaluate(
        async ([lang, answers]) => {
          const body = new FormData();
          body.set("answers", answers);
          const response = await fetch(`/${lang}/analysis/preview`, { method: "POST", body });
          return (await response.json()) as { scores: Record<string, number> };
        },
        [language, JSON.stringify(sampleAnswers)] as const,
      );
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
        pendingAnalysisKey,
        JSON.stringify({ answers: sampleAnswers, selfie: null, preview }),
      ] as const);

      const backToAnalysis = page.waitForRequest(
        (request) => request.isNavigationRequest() && urlOf(`/${language}/analysis?carry=1`).test(request.url()),
      );
      // A slow network: the save's answer is held until the page says it is saving. The page must
      // wait for it rather than leave for the profile while the kept copy is already forgotten.
      let releaseSave = () => {};
      const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
      await page.route(
        (url) => url.pathname.startsWith(`/${language}/analysis`),
        async (route) => {
          if (route.request().method() === "POST") await saveHeld;
          await route.fallback();
        },
      );
      await continueWithProvider(page, language, `/${language}/signin?from=analysis`);
      await signInAtProvider(page, accountIdOf(email));
      await backToAnalysis;
      await expect(page.getByText(analysisTexts[language].saving)).toBeVisible();
      releaseSave();
      await expectProfileOf(page, language, email);
      const saved = await page
        .getByRole("main")
        .getByRole("meter")
        .evaluateAll((meters) => meters.map((meter) => Number(meter.getAttribute("aria-valuenow"))));
      expect(saved).toEqual(Object.values(preview.scores));
      expect(await page.evaluate((key) => sessionStorage.getItem(key), pendingAnalysisKey)).toBeNull();
    });

    test("an address the provider does not vouch for makes no account, and the page says why", async ({ page }) => {
      const email = `unconfirmed-${uniqueEmail()}`;
      await continueWithProvider(page, language, `/${language}/signup`);
      await signInAtProvider(page, accountIdOf(email));
      await expect(page).toHaveURL((url) => url.pathname === `/${language}/signin` && url.searchParams.has("error"));
      await expect(page.getByRole("alert").filter({ hasText: t.problems.emailNotVerified })).toBeVisible();
      expect((await accountsOf(email)).users).toEqual([]);
    });

    test("an account whose address was never confirmed is not handed to the provider's user", async ({ page }) => {
      const email = uniqueEmail();
      await createUnconfirmedUser(email);
      await continueWithProvider(page, language, `/${language}/signin`);
      await signInAtProvider(page, accountIdOf(email));
      await expect(page.getByRole("alert").filter({ hasText: t.problems.unconfirmedAccount })).toBeVisible();
      const { users, accounts } = await accountsOf(email);
      expect(users.map((user) => Boolean(user.emailVerified))).toEqual([false]);
      expect(accounts.map((account) => account.providerId)).toEqual(["credential"]);
    });

    test("cancelling at the provider comes back to the sign-in page with a message", async ({ page }) => {
      await continueWithProvider(page, language, `/${language}/signin`);
      await expect(page).toHaveURL((url) => url.origin === providerIssuer());
      await page.getByRole("link", { name: "[ Cancel ]" }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.problems.cancelled })).toBeVisible();
      await expect(page.getByRole("main").getByRole("button", { name: t.continueWith })).toBeVisible();
    });
  });

  test.describe(`signing in with a provider without JavaScript (${language})`, onOneDevicePerLanguage(language), () => {
    test.use({ javaScriptEnabled: false });

    test("the sign-up page's button still starts the flow, and the visitor lands signed in", async ({ page }) => {
      const email = uniqueEmail();
      await continueWithProvider(page, language, `/${language}/signup`);
      await signInAtProvider(page, accountIdOf(email));
      await expectProfileOf(page, language, email);
    });
  });
}

test(
  "the accounts API offers only the configured provider, and no sign-in with an ID token",
  onPhoneOnly,
  async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const signIn = (data: Record<string, unknown>) =>
      request.post("/api/auth/sign-in/social", { data, headers: { origin }, maxRedirects: 0 });
    const started = await signIn({ provider: "oidc", callbackURL: "/en/profile", disableRedirect: true });
    expect(started.status()).toBe(200);
    expect(new URL(((await started.json()) as { url: string }).url).origin).toBe(providerIssuer());
    expect((await signIn({ provider: "google", callbackURL: "/en/profile" })).status()).toBe(404);
    const withIdToken = await signIn({ provider: "oidc", idToken: { token: "a.b.c" } });
    expect(withIdToken.status()).toBe(400);
    expect(((await withIdToken.json()) as { code?: string }).code).toBe("ID_TOKEN_SIGN_IN_NOT_OFFERED");
    for (const path of ["/api/auth/callback/google", "/api/auth/reset-password/some-token", "/api/auth/link-social"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  },
);
