import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { mailFileRecipient } from "~/server/mail/mail-file-name.server";
import { parseReceivedMail, type ReceivedMail } from "./smtp-sink";

function fileSuffix(to: string): string {
  return `-${mailFileRecipient(to)}.eml`;
}

/** The messages the sink process wrote for `to` into its folder (MAIL_SINK_DIR), oldest first. */
export async function readSinkMails(dir: string, to: string): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
  const mine = names.filter((name) => !name.startsWith(".") && name.endsWith(fileSuffix(to))).sort();
  return Promise.all(
    mine.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
      return parseReceivedMail(raw, to, info.mtimeMs);
    }),
  );
}

/** Polls the sink's folder until a message to `to` matches; rejects after `timeoutMs`. */
export async function waitForSinkMail(
  dir: string,
  to: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readSinkMails(dir, to)).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
