import { dictionary } from "@zxcvbn-ts/language-common";

/** A password may not be one of the 10,000 most common ones (docs/security.md, "Accounts"). */
export const commonPasswordCount = 10_000;

// zxcvbn-ts ships its password list ranked by frequency; the head is the most common.
const commonPasswords = new Set(
  (dictionary["passwords-common"] as readonly string[])
    .slice(0, commonPasswordCount)
    .map((entry) => entry.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
