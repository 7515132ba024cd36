import proxyaddr from "proxy-addr";
import { z } from "zod";
import { commaList } from "./comma-list.server";

/**
 * Which proxies' `X-Forwarded-For` the server believes (TRUST_PROXY, docs/deploy.md): the
 * addresses, subnets or proxy-addr names of the proxies in front of it (none: the connection's
 * address is the client's), or how many proxies stand in front of it whatever their addresses.
 */
export type TrustProxy = { addresses: readonly string[] } | { hops: number };

/** Today's and the default rule: a reverse proxy on this machine. */
export const defaultTrustProxy = "loopback";

/** proxy-addr throws a TypeError naming the part it cannot read (`invalid IP address: …`). */
function addressProblem(address: string): string | null {
  try {
    proxyaddr.compile(address);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * `false`, a hop count (`1`, `2`, …), or a comma-separated list of addresses, CIDR subnets and
 * the names `loopback`, `linklocal`, `uniquelocal`. `true` is refused: believing every proxy
 * would let any client choose the address its limits count against.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const text = value === "" ? defaultTrustProxy : value;
    if (text === "false") return { addresses: [] };
    if (text === "true") {
      context.addIssue({
        code: "custom",
        message: "true would believe any client's X-Forwarded-For; give the proxies' addresses or their number",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= 10) return { hops };
      context.addIssue({ code: "custom", message: "a hop count must be 1 to 10 (false trusts no proxy)" });
      return z.NEVER;
    }
    const addresses = commaList(text);
    for (const address of addresses) {
      const problem = addressProblem(address);
      if (problem !== null) {
        context.addIssue({
          code: "custom",
          message: `${problem} (expected addresses, CIDR subnets, loopback, linklocal or uniquelocal, a hop count, or false)`,
        });
        return z.NEVER;
      }
    }
    return { addresses };
  });
