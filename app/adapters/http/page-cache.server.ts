import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { parse } from "cookie";
import type express from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { languageCookieName } from "~/i18n/language-cookie-name";
import type { Logger } from "~/server/logger.server";

/**
 * What a CDN and a browser may do with a page that is the same for every anonymous visitor: a
 * shared cache keeps it five minutes and may serve it stale for an hour while it fetches a new
 * one; a browser asks again each time (with the ETag, so an unchanged page costs a 304).
 */
export const sharedCacheControl = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
/** A page rendered for one visitor (signed in, or with compare picks): no shared cache keeps it. */
export const personalCacheControl = "private, no-cache";

/** Response types the cache keeps: pages, React Router's data requests, JSON, the sitemap and robots.txt. */
const textTypes = /^(text\/html|text\/x-script|text\/plain|application\/json|application\/xml)\b/;

/** The encodings a kept page is sent in, compressed once and then kept beside it. */
type KeptEncoding = "br" | "gzip";

interface StoredPage {
  version: string;
  body: string;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** The CSP nonce the page was rendered with, which every answer from the cache carries. */
  nonce: string | undefined;
  /** The body compressed, by the first answer that asked for each encoding. */
  encoded: Partial<Record<KeptEncoding, Promise<Buffer>>>;
  encodedBytes: number;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Quality 6 and level 9: about 19 and 22 KB for a 100 KB list, in 3 ms each, off the event loop
 * (docs/performance.md, "The page cache"); Brotli's best (11) saves 2 KB more for 100 ms.
 */
function compress(body: string, encoding: KeptEncoding): Promise<Buffer> {
  const bytes = Buffer.from(body, "utf8");
  return encoding === "br"
    ? compressBrotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : compressGzip(bytes, { level: 9 });
}

export interface PageCacheOptions {
  /** The catalogue's version (docs/performance.md): pages stored under another version are not served. */
  catalogueVersion: () => Promise<string>;
  /** The most bytes of pages kept; 0 keeps none (the headers still say what is shareable). */
  maxBytes: number;
  /** How long a page is served from memory at most, for the facts that age (price dates). */
  maxAgeMs: number;
  /** How often the catalogue's version is read at most. */
  versionCheckMs: number;
  logger: Logger;
}

/**
 * Whether the answer to this request is the same for every visitor: a GET or HEAD without
 * credentials and without cookies other than the language one (which a `/{lang}/…` page does not
 * read). The session and the compare picks live in cookies, so their pages are personal.
 */
export function isSharedRequest(req: Pick<express.Request, "method" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.authorization) return false;
  const cookieHeader = req.headers.cookie;
  if (!cookieHeader) return true;
  return Object.keys(parse(cookieHeader)).every((name) => name === languageCookieName);
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}

/** A version read at most once per `everyMs`, shared by the requests that ask meanwhile. */
function throttledVersion(read: () => Promise<string>, everyMs: number): () => Promise<string> {
  let current: { value: Promise<string>; readAt: number } | undefined;
  return () => {
    const now = Date.now();
    if (!current || now - current.readAt >= everyMs) {
      const value = read();
      current = { value, readAt: now };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (current?.value === value) current = undefined;
      });
    }
    return current.value;
  };
}

/**
 * The rendered-page cache in front of React Router (docs/performance.md, "The page cache"): an
 * anonymous GET is answered from memory when the same URL was rendered under the current
 * catalogue version; otherwise the page is rendered, streamed to the visitor and kept. Anonymous
 * answers carry `Cache-Control` for CDNs and `Vary: Cookie`; personal ones are marked private.
 */
export function createPageCache(options: PageCacheOptions): express.RequestHandler {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) => page.body.length + page.encodedBytes + 200,
    ttl: options.maxAgeMs,
  });
  const enabled = options.maxBytes > 0;

  /** The kept page in `encoding`, compressed by the first answer that needs it; undefined when compression failed. */
  async function encodedBody(key: string, page: StoredPage, encoding: KeptEncoding): Promise<Buffer | undefined> {
    let pending = page.encoded[encoding];
    if (!pending) {
      pending = compress(page.body, encoding);
      page.encoded[encoding] = pending;
      pending.then(
        (bytes) => {
          page.encodedBytes += bytes.length;
          // Counted against the cache's size while the page is still the one kept.
          if (pages.peek(key) === page) pages.set(key, page, { noUpdateTTL: true });
        },
        () => {
          page.encoded[encoding] = undefined;
        },
      );
    }
    try {
      return await pending;
    } catch (error) {
      options.logger.warn("page cache: a kept page could not be compressed; sent as rendered", { error, encoding });
      return undefined;
    }
  }
  const catalogueVersion = throttledVersion(options.catalogueVersion, options.versionCheckMs);

  return async (req, res, next) => {
    if (!isSharedRequest(req)) {
      onHeaders(res, () => {
        if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", personalCacheControl);
      });
      next();
      return;
    }
    res.vary("Cookie");
    let version: string | undefined;
    try {
      version = enabled ? await catalogueVersion() : undefined;
    } catch (error) {
      // Without the version nothing is served from memory; React Router answers (and reports) as usual.
      options.logger.warn("page cache: the catalogue version could not be read", { error });
    }
    const key = req.originalUrl;
    const stored = version === undefined ? undefined : pages.get(key);
    const nonce = res.locals.cspNonce as string | undefined;
    if (stored && stored.version === version) {
      // The page's scripts carry the nonce it was rendered with, so its policy names that one.
      const policy = res.getHeader("Content-Security-Policy");
      if (stored.nonce && nonce && typeof policy === "string") {
        res.setHeader("Content-Security-Policy", policy.replaceAll(`'nonce-${nonce}'`, `'nonce-${stored.nonce}'`));
        res.locals.cspNonce = stored.nonce;
      }
      res.setHeader("Cache-Control", stored.cacheControl);
      res.setHeader("ETag", stored.etag);
      res.setHeader("X-Page-Cache", "hit");
      res.type(stored.contentType);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.vary("Accept-Encoding");
      const encoding = req.acceptsEncodings("br", "gzip");
      const encoded = encoding === "br" || encoding === "gzip" ? await encodedBody(key, stored, encoding) : undefined;
      if (encoding && encoded) {
        // `compression` leaves an answer that already has an encoding as it is.
        res.setHeader("Content-Encoding", encoding);
        res.status(200).send(encoded);
        return;
      }
      res.status(200).send(stored.body);
      return;
    }

    let keep = version !== undefined && req.method === "GET";
    onHeaders(res, () => {
      // A route that says its answer is public (the search suggestions) keeps its own lifetime.
      const own = res.getHeader("Cache-Control");
      const shareable =
        res.statusCode === 200 &&
        !res.getHeader("Set-Cookie") &&
        (own === undefined || /\bpublic\b/.test(String(own))) &&
        textTypes.test(String(res.getHeader("Content-Type") ?? ""));
      if (shareable && own === undefined) res.setHeader("Cache-Control", sharedCacheControl);
      keep &&= shareable;
      if (keep) res.setHeader("X-Page-Cache", "miss");
    });
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!keep || typeof chunk === "function") return;
      const bytes = asBuffer(chunk, encoding);
      if (bytes) chunks.push(Buffer.from(bytes));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as express.Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      // Headers not sent yet are sent by this call, and only then is it known whether to keep the page.
      const ended = end(chunk, ...rest);
      if (keep && version !== undefined) {
        const body = Buffer.concat(chunks).toString("utf8");
        pages.set(key, {
          version,
          body,
          contentType: String(res.getHeader("Content-Type")),
          cacheControl: String(res.getHeader("Cache-Control")),
          etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
          nonce,
          encoded: {},
          encodedBytes: 0,
        });
      }
      return ended;
    }) as express.Response["end"];
    next();
  };
}
