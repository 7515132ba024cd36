import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/**
 * Which proxies' `X-Forwarded-For` we believe: only one on this machine (a reverse proxy in
 * front of the app). Express (`trust proxy`) and the WebSocket upgrade use the same rule, so
 * a client has one address for every limit.
 */
export const trustedProxies = "loopback";

const isTrusted = proxyaddr.compile(trustedProxies);

/** The client's address as Express's `req.ip` would give it, for requests Express does not see. */
export function clientAddress(request: IncomingMessage): string {
  return proxyaddr(request, isTrusted);
}
