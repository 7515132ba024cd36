import { randomBytes } from "node:crypto";

/** The recipient as it appears at the end of a mail file's name: safe in any folder. */
export function mailFileRecipient(to: string): string {
  const safe = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, "_")
    .replace(/^\.+/, "_")
    .slice(0, 100);
  return safe === "" ? "unknown" : safe;
}

/**
 * `2025-05-30T08-30-00-123Z-1a2b3c-someone@example.com.eml`: sorts by time, says whom it
 * is for, and cannot escape its folder whatever the address holds.
 */
export function mailFileName(to: string, at: Date = new Date()): string {
  const time = at.toISOString().replace(/[:.]/g, "-");
  return `${time}-${randomBytes(3).toString("hex")}-${mailFileRecipient(to)}.eml`;
}
