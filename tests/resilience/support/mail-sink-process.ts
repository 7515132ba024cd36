import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/free-port";

/** The SMTP sink (tests/support/smtp-sink-cli.ts) as a process that a scenario can stop and start again. */
export interface MailSink {
  /** `smtp://127.0.0.1:{port}`, the same across restarts. */
  url: string;
  /** Where it writes each message (read with tests/support/mail-sink-files.ts). */
  dir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const sinkCli = path.resolve(import.meta.dirname, "../../support/smtp-sink-cli.ts");

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => reject(new Error(`the SMTP sink exited (${code}) before listening: ${output}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening")) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  });
}

export async function startMailSink(): Promise<MailSink> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "kulit-resilience-mail-"));
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ["--import", "tsx", sinkCli], {
      env: { ...process.env, MAIL_SINK_PORT: String(port), MAIL_SINK_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await listening(started);
    child = started;
  }

  async function stop(): Promise<void> {
    const running = child;
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await gone;
    child = undefined;
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
