import { createServer, request, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { closeServer } from "./close-server";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  const listening = server;
  return new Promise((resolve) =>
    listening.listen(0, "127.0.0.1", () => resolve((listening.address() as AddressInfo).port)),
  );
}

/** A GET whose outcome is the status, or the error that ended it. */
function get(port: number): Promise<number | Error> {
  return new Promise((resolve) => {
    const req = request({ port, host: "127.0.0.1", path: "/" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", resolve);
    });
    req.on("error", resolve);
    req.end();
  });
}

test("a request in flight finishes before the server closes", async () => {
  const port = await listen((_req, res) => setTimeout(() => res.end("done"), 200));
  const arrived = once(server as Server, "request");
  const answer = get(port);
  await arrived;
  const timedOut: number[] = [];
  await closeServer(server as Server, 5_000, (open) => timedOut.push(open));
  expect(await answer).toBe(200);
  expect(timedOut).toEqual([]);
});

test("a request still running at the deadline has its connection closed", async () => {
  const port = await listen(() => {
    // never answers
  });
  const arrived = once(server as Server, "request");
  const answer = get(port);
  await arrived;
  const timedOut: number[] = [];
  await closeServer(server as Server, 100, (open) => timedOut.push(open));
  expect(await answer).toBeInstanceOf(Error);
  expect(timedOut).toEqual([1]);
});
