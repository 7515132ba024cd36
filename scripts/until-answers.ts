import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

export interface AnswerWait {
  /** What is started, for the errors ("the site", "nginx", "instance a"). */
  what: string;
  timeoutMs: number;
  /** The child's log: its last lines go into the error when the wait fails. */
  logFile?: string;
  pollMs?: number;
}

/** The last lines of a child's log, for an error that says why the child did not start. */
export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}

function logEnd(file: string | undefined): string {
  return file === undefined ? "" : `:\n${logTail(file)}`;
}

/**
 * Polls `url` until it answers 200 and resolves with the time that took (ms); fails early, with
 * the end of the log, when the process ends first, and when the time is up.
 */
export async function untilAnswers(url: string, child: ChildProcess, wait: AnswerWait): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${wait.what} ended (${child.exitCode ?? child.signalCode}) before answering ${url}${logEnd(wait.logFile)}`,
      );
    }
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {
      // Refused: not listening yet, which is what this loop waits for.
    }
    if (performance.now() - started > wait.timeoutMs) {
      throw new Error(`${wait.what} did not answer ${url} within ${wait.timeoutMs} ms${logEnd(wait.logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, wait.pollMs ?? 50));
  }
}
