import type { IncomingMessage } from "node:http";
import { ipKeyGenerator } from "express-rate-limit";
import proxyaddr from "proxy-addr";
import type { TrustProxy } from "~/server/config/trust-proxy.server";

/** Whether the hop'th proxy (0 = the one that connected to us), at this address, is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one rule for Express (`trust proxy`, which takes such a function as it is) and
 * for the WebSocket upgrade, which Express does not see: a client has one address for every limit.
 * A hop count believes that many proxies, as Express's own number does.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if ("hops" in setting) return (_address, hop) => hop < setting.hops;
  return proxyaddr.compile([...setting.addresses]);
}

/** The client's address as Express's `req.ip` would give it, for requests Express does not see. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyaddr(request, trust);
}

/**
 * The key a limit per client address counts under: the address, or for IPv6 its /56 (a home or
 * an office gets a whole prefix, so one address each would be no limit), as express-rate-limit does.
 */
export function addressKey(address: string): string {
  return ipKeyGenerator(address);
}
