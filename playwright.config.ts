import { defineConfig, devices } from "@playwright/test";
import { catalogueDate, dataDir } from "./tests/e2e/server-settings";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const mailPort = port + 25;
/** Where the SMTP sink writes every mail the server sends (tests read codes from there). */
const mailSinkDir = ".data/e2e-mail";
process.env.MAIL_SINK_DIR = mailSinkDir;
/** A real OpenID Connect provider the server signs visitors in with (tests/support/oidc-provider-cli.ts). */
const oidcPort = port + 30;
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** A folder holding a database with the demo catalogue already imported (scripts/run-tests.ts). */
const catalogueDir = process.env.E2E_CATALOGUE_DIR;
const oidcClient = { id: "kulit-e2e", secret: "kulit-e2e-client-secret-of-at-least-32-characters" };
process.env.OIDC_TEST_ISSUER = oidcIssuer;
const chromium = {
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    // A fake camera for the selfie step, allowed without a prompt.
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a flaky test to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Tracing every test cost a third of the suite, most of it screenshots (ADR 0011). A failed
    // test keeps its DOM snapshots here; CI, which keeps no files, records none: rerun a failure
    // with `--trace on`.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    // Tests tagged for one device (tests/e2e/support.ts, onPhoneOnly and onOneDevicePerLanguage).
    { name: "phone", grepInvert: /@desktop-only/, use: { ...devices["Pixel 7"], launchOptions: chromium } },
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // A real SMTP server for the production mail path; it writes each message as an .eml file.
      command: `rm -rf ${mailSinkDir} && node --import tsx tests/support/smtp-sink-cli.ts`,
      env: { MAIL_SINK_PORT: String(mailPort), MAIL_SINK_DIR: mailSinkDir },
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Started before the server, which reads its discovery document at start-up.
      command: "node --import tsx tests/support/oidc-provider-cli.ts",
      env: {
        OIDC_PROVIDER_PORT: String(oidcPort),
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        OIDC_REDIRECT_URI: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
      },
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The built server on the embedded defaults, with a fresh data folder so start-up imports the demo catalogue.
      // `npm test` builds once for the integration and end-to-end tests (E2E_USE_BUILD=1), and
      // hands over the demo catalogue its report has just imported (E2E_CATALOGUE_DIR), which
      // start-up then finds and keeps instead of importing it again on one core.
      command: [
        `rm -rf ${dataDir}`,
        ...(catalogueDir === undefined ? [] : [`cp -r ${catalogueDir} ${dataDir}`]),
        ...(process.env.E2E_USE_BUILD === "1" ? [] : ["npm run build"]),
        "npm run serve",
      ].join(" && "),
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        // Every test browser comes from 127.0.0.1, so the per-address limits are scaled up here.
        AUTH_RATE_LIMIT_FACTOR: "50",
        ANALYSIS_PREVIEW_RATE_LIMIT_PER_MINUTE: "1500",
        CHECK_RATE_LIMIT_PER_MINUTE: "1500",
        // "Continue with Local OIDC" on the sign-in and sign-up pages (social-sign-in.spec.ts).
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        OIDC_NAME: "Local OIDC",
        // The demo catalogue's prices judged as of a fixed day, so that no test ages with the
        // calendar: Soko Glam's February 2022 prices are current then, its 2020 ones only "last seen".
        CATALOGUE_DATE: catalogueDate,
      },
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
