/**
 * s3rver in its own Node process, started by startS3TestServer (tests/support/s3-test-server.ts)
 * with --openssl-legacy-provider: s3rver 3.7 encrypts its ListObjectsV2 continuation tokens
 * with DES, which OpenSSL 3 only offers through that provider, so without it any listing of
 * more than 1,000 keys fails. Talks to its parent over IPC: `{ ready: port }` once
 * listening, `{ request: { method, url } }` as each request arrives, `{ synced: id }` in
 * answer to `{ sync: id }`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";

const directory = process.env.S3RVER_DIRECTORY;
if (directory === undefined || process.send === undefined) throw new Error("run me through startS3TestServer");
const send = process.send.bind(process);

const s3rver = new S3rver({ directory, silent: true });

// s3rver deletes the keys of a DeleteObjects request in parallel, and each delete removes
// its folder once empty, so two of them race on one rmdir and the request fails with a 500.
// Real stores have no such race; deleting one key at a time avoids it.
const deleteObject = s3rver.store.deleteObject.bind(s3rver.store);
let deletes: Promise<unknown> = Promise.resolve();
s3rver.store.deleteObject = (bucket, key) => {
  const next = deletes.then(() => deleteObject(bucket, key));
  deletes = next.catch(() => undefined);
  return next;
};

const handler = s3rver.getMiddleware();
const server = createServer((request, response) => {
  send({ request: { method: request.method ?? "", url: request.url ?? "/" } });
  handler(request, response);
});

process.on("message", (message: unknown) => {
  if (typeof message === "object" && message !== null && "sync" in message) send({ synced: message.sync });
});
process.on("disconnect", () => process.exit(0));

server.listen(0, "127.0.0.1", () => send({ ready: (server.address() as AddressInfo).port }));
