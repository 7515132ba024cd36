import type { Server } from "node:http";

/**
 * How long an idle kept-alive connection stays open. A client that reuses a connection just as
 * the server closes it gets a reset (ECONNRESET, or a 502 from a balancer); Node's own default
 * of 5 s equals the idle time of Node's HTTP clients, so that race is common. The server waits
 * longer than the clients and balancers in front of it (nginx keeps upstream connections 60 s):
 * it is the one that closes last (docs/deploy.md, "Kept-alive connections").
 */
export const idleConnectionSeconds = 65;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = idleConnectionSeconds * 1000;
  // A request's headers may arrive on a connection that has just been idle: Node requires the
  // headers' timeout to exceed the idle one.
  server.headersTimeout = (idleConnectionSeconds + 1) * 1000;
}
