import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";

/** A request the store received: method, and path and query. */
export interface S3Request {
  method: string;
  url: URL;
}

export interface S3TestServer {
  /** A STORAGE_URL for the bucket on this server, with its credentials. */
  storageUrl: string;
  /** Every request the store has received so far, in order. */
  requests(): Promise<S3Request[]>;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

type ChildMessage = { ready: number } | { request: { method: string; url: string } } | { synced: number };

function isChildMessage(message: unknown): message is ChildMessage {
  return typeof message === "object" && message !== null;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * A real S3-compatible server (s3rver) on a free port and a temporary folder, with one
 * bucket created through the AWS SDK. It runs in a child process (see s3rver-process.ts
 * for why); the requests it receives are recorded so tests can see how an upload went
 * over the wire.
 */
export async function startS3TestServer(bucket = "kulit-test"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "kulit-s3rver-"));
  const child = fork(path.join(import.meta.dirname, "s3rver-process.ts"), [], {
    execArgv: ["--openssl-legacy-provider", "--import", "tsx"],
    env: { ...process.env, S3RVER_DIRECTORY: directory },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const received: S3Request[] = [];
  const syncs = new Map<number, () => void>();
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`s3rver process exited (${code}) before listening`)));
    child.on("message", (message: unknown) => {
      if (!isChildMessage(message)) return;
      if ("ready" in message) resolve(message.ready);
      if ("request" in message) {
        received.push({ method: message.request.method, url: new URL(message.request.url, "http://s3rver") });
      }
      if ("synced" in message) syncs.get(message.synced)?.();
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;

  // A copy: the SDK marks the credentials object it is given.
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { ...credentials } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();

  let nextSync = 0;
  const query = new URLSearchParams({ endpoint, region: "us-east-1", ...credentials });
  return {
    storageUrl: `s3://${bucket}?${query.toString()}`,
    async requests() {
      // IPC keeps order: once the answer is back, every earlier request has been reported.
      const id = (nextSync += 1);
      await new Promise<void>((resolve) => {
        syncs.set(id, resolve);
        child.send({ sync: id });
      });
      syncs.delete(id);
      return [...received];
    },
    async close() {
      const exited = waitForExit(child);
      child.kill("SIGTERM");
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
