/** The `x-api-key` every integration server accepts. */
export const testApiKey = "integration-test-api-key-0123456789";

/** The AUTH_SECRET every integration server signs with, for tests that sign what a server would (codes, result tokens). */
export const testAuthSecret = "integration-test-secret-that-is-long-enough-0123456789";
