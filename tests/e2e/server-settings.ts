/**
 * Settings of the server the end-to-end suite starts (playwright.config.ts) that tests rely on.
 * The least time between two account mails to one address: 60 s in production, shortened here
 * so that a test of mail after mail waits seconds, not a minute (MAIL_RESEND_INTERVAL_SECONDS).
 */
export const mailIntervalSeconds = 5;
