import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config/config.server";
import { addressKey, clientAddress, proxyTrust } from "./client-address.server";

/** A request that arrived from `peer` carrying `forwardedFor` (nearest proxy last, as proxies append). */
function request(peer: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: peer });
  return {
    socket,
    connection: socket,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  } as IncomingMessage;
}

function addressFor(trustProxy: string | undefined, peer: string, forwardedFor?: string): string {
  return clientAddress(request(peer, forwardedFor), proxyTrust(parseConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY));
}

describe("the client's address under TRUST_PROXY", () => {
  it("believes a proxy on this machine by default, and nobody else", () => {
    expect(addressFor(undefined, "127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(addressFor(undefined, "::1", "203.0.113.9")).toBe("203.0.113.9");
    expect(addressFor(undefined, "198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
    expect(addressFor(undefined, "127.0.0.1")).toBe("127.0.0.1");
  });

  it("takes the address the first untrusted hop gave, so a client cannot prepend its own", () => {
    expect(addressFor("10.0.0.0/8", "10.0.0.2", "1.2.3.4, 203.0.113.9, 10.0.0.7")).toBe("203.0.113.9");
  });

  it("believes no header with false", () => {
    expect(addressFor("false", "127.0.0.1", "203.0.113.9")).toBe("127.0.0.1");
  });

  it("believes that many proxies with a hop count, whatever their addresses", () => {
    expect(addressFor("1", "198.51.100.4", "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(addressFor("2", "198.51.100.4", "1.2.3.4, 203.0.113.9")).toBe("1.2.3.4");
  });
});

describe("addressKey", () => {
  it("counts an IPv4 address alone and an IPv6 client by its /56", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1234:5601::1")).toBe(addressKey("2001:db8:1234:56ff::2"));
    expect(addressKey("2001:db8:1234:5601::1")).not.toBe(addressKey("2001:db8:1234:5701::1"));
  });
});
