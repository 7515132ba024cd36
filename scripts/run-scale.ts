/**
 * `npm run test:scale`: several instances, proven (docs/deploy.md). Starts a throw-away
 * PostgreSQL 15, an S3-compatible store (s3rver), an SMTP sink, two app instances from the
 * production build on that one database, store and mail server, and Debian's nginx in front of
 * them with deploy/nginx.conf.template; then runs the Vitest project `scale` (tests/scale)
 * against nginx, and stops and removes everything it started, also when something fails or the
 * run is interrupted. Builds first unless SCALE_USE_BUILD=1 (`npm test` has just built).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type S3TestServer, startS3TestServer } from "../tests/support/s3-test-server";
import { freePort } from "./free-port";
import { serverCommand } from "./server-command";
import { logTail, untilAnswers } from "./until-answers";
import { removeThrowawayPostgres, startThrowawayPostgres } from "./throwaway-postgres";

const nginxBinary = "/usr/sbin/nginx";
const nginxTemplate = path.resolve("deploy/nginx.conf.template");
/** The per-key limit of the instances: small, so that a test can spend it across both. */
const apiRateLimitPerMinute = 20;
const readyTimeoutMs = 120_000;

const runStarted = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (message: string) => console.log(`[scale ${seconds(runStarted)}] ${message}`);

/** What was started, newest last; stopped in reverse order. */
const stops: { what: string; stop: () => Promise<void> | void }[] = [];

async function stopEverything(): Promise<void> {
  for (const { what, stop } of stops.splice(0).reverse()) {
    try {
      await stop();
      say(`stopped ${what}`);
    } catch (error) {
      console.error(`[scale] stopping ${what} failed`, error);
    }
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** SIGTERM, then SIGKILL if the process has not ended after ten seconds. */
async function stopProcess(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await done;
  clearTimeout(timer);
}

/** A child process whose output goes to `logFile`, stopped with everything else. */
function startProcess(what: string, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  stops.push({ what, stop: () => stopProcess(child) });
  return child;
}

/** Resolves once something accepts connections on the port (the SMTP sink says nothing over HTTP). */
async function untilListening(what: string, port: number, child: ChildProcess, logFile: string): Promise<void> {
  const { connect } = await import("node:net");
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} ended before listening:\n${logTail(logFile)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port}:\n${logTail(logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function nginxConfig(prefix: string, listen: string, instances: readonly string[]): string {
  const values: Record<string, string> = {
    PREFIX: prefix,
    LISTEN: listen,
    INSTANCES: instances.map((address) => `server ${address};`).join("\n    "),
  };
  return readFileSync(nginxTemplate, "utf8").replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: no value for {{${name}}}`);
    return value;
  });
}

function runVitest(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", "--project", "scale"], {
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  if (process.env.SCALE_USE_BUILD !== "1") {
    say("building (npm run build)");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("the build failed");
  }
  if (spawnSync(nginxBinary, ["-v"]).status !== 0)
    throw new Error(`${nginxBinary} is missing: apt-get install -y nginx`);

  const root = mkdtempSync(path.join(tmpdir(), "kulit-scale-"));
  stops.push({ what: `the temporary folder ${root}`, stop: () => rmSync(root, { recursive: true, force: true }) });

  let step = Date.now();
  const postgres = await startThrowawayPostgres();
  stops.push({ what: "PostgreSQL", stop: () => removeThrowawayPostgres(postgres) });
  say(`PostgreSQL 15 on ${new URL(postgres.url).host} (${seconds(step)})`);

  step = Date.now();
  const s3: S3TestServer = await startS3TestServer("kulit-scale");
  stops.push({ what: "the S3 store", stop: () => s3.close() });
  say(
    `S3 store (s3rver) at ${new URL(new URLSearchParams(s3.storageUrl.split("?")[1]).get("endpoint") ?? "").host} (${seconds(step)})`,
  );

  step = Date.now();
  const mailDir = path.join(root, "mail");
  const mailPort = await freePort();
  const sinkLog = path.join(root, "smtp-sink.log");
  const sink = startProcess(
    "the SMTP sink",
    process.execPath,
    ["--import", "tsx", "tests/support/smtp-sink-cli.ts"],
    { MAIL_SINK_PORT: String(mailPort), MAIL_SINK_DIR: mailDir },
    sinkLog,
  );
  await untilListening("the SMTP sink", mailPort, sink, sinkLog);
  say(`SMTP sink on 127.0.0.1:${mailPort}, writing to ${mailDir} (${seconds(step)})`);

  const [nginxPort, ...instancePorts] = await Promise.all([freePort(), freePort(), freePort()]);
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const apiKey = `scale-${randomBytes(16).toString("hex")}`;
  const shared = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: postgres.url,
    STORAGE_URL: s3.storageUrl,
    SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "loopback",
    API_KEYS: apiKey,
    API_RATE_LIMIT_PER_MINUTE: String(apiRateLimitPerMinute),
    LOG_LEVEL: "warn",
  };

  // Both at once, as a deployment starts them: migrations and the first catalogue import meet.
  step = Date.now();
  const { command, args } = serverCommand();
  const instances = instancePorts.map((port, index) => {
    const name = `instance ${index + 1}`;
    const dataDir = path.join(root, `instance-${index + 1}`);
    mkdirSync(dataDir);
    const logFile = path.join(root, `instance-${index + 1}.log`);
    const child = startProcess(name, command, args, { ...shared, PORT: String(port), DATA_DIR: dataDir }, logFile);
    return { name, address: `127.0.0.1:${port}`, child, logFile };
  });
  await Promise.all(
    instances.map((instance) =>
      untilAnswers(`http://${instance.address}/healthz`, instance.child, {
        what: instance.name,
        timeoutMs: readyTimeoutMs,
        logFile: instance.logFile,
      }),
    ),
  );
  say(
    `2 app instances (${command} ${args.join(" ")}) on ${instances.map((i) => i.address).join(", ")} (${seconds(step)})`,
  );

  step = Date.now();
  const nginxPrefix = path.join(root, "nginx");
  mkdirSync(nginxPrefix);
  const nginxConf = path.join(nginxPrefix, "nginx.conf");
  writeFileSync(
    nginxConf,
    nginxConfig(
      nginxPrefix,
      `127.0.0.1:${nginxPort}`,
      instances.map((i) => i.address),
    ),
  );
  const nginxLog = path.join(nginxPrefix, "stderr.log");
  const nginx = startProcess(
    "nginx",
    nginxBinary,
    ["-p", nginxPrefix, "-c", nginxConf, "-g", "daemon off;"],
    {},
    nginxLog,
  );
  await untilAnswers(`${publicUrl}/healthz`, nginx, { what: "nginx", timeoutMs: readyTimeoutMs, logFile: nginxLog });
  say(`nginx at ${publicUrl} in front of both (${seconds(step)})`);

  step = Date.now();
  const code = await runVitest({
    SCALE_URL: publicUrl,
    SCALE_INSTANCES: instances.map((instance) => instance.address).join(","),
    SCALE_MAIL_DIR: mailDir,
    SCALE_STORAGE_URL: s3.storageUrl,
    SCALE_API_KEY: apiKey,
    SCALE_API_RATE_LIMIT_PER_MINUTE: String(apiRateLimitPerMinute),
  });
  say(`tests ${code === 0 ? "passed" : "failed"} (${seconds(step)})`);
  if (code !== 0) {
    for (const instance of instances) console.error(`--- ${instance.name}'s log (end)\n${logTail(instance.logFile)}`);
  }
  return code;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping what was started`);
    void stopEverything().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error("[scale] failed:", error instanceof Error ? error.message : error);
} finally {
  await stopEverything();
}
say(`done in ${seconds(runStarted)}`);
process.exit(exitCode);
