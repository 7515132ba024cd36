/** How long a mailed code works; the accounts' better-auth setting and the mails say the same (docs/security.md). */
export const codeValidityMinutes = 10;
