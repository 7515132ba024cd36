import { createHash } from "node:crypto";
import { productImageSvg } from "~/domain/product-image-svg";
import type { Route } from "./+types/product-image";

/**
 * `GET /images/products/{id}.svg`: the generated picture of a product (type, form and brand).
 * The picture depends only on facts that do not change for an id, so it is cached long.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = /^(.+)\.svg$/.exec(params.file);
  const facts = match?.[1] ? await context.services.catalog.productImage(match[1]) : null;
  if (!facts) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const svg = productImageSvg(facts);
  const etag = `"${createHash("sha1").update(svg).digest("base64url").slice(0, 20)}"`;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=2592000, stale-while-revalidate=604800",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(svg, { headers });
}
