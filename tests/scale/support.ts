import { z } from "zod";

/** What scripts/run-scale.ts started, as it tells the tests. */
const env = z
  .object({
    SCALE_URL: z.url(),
    SCALE_INSTANCES: z
      .string()
      .transform((value) => value.split(","))
      .pipe(z.array(z.string().regex(/^127\.0\.0\.1:\d+$/)).length(2)),
    SCALE_MAIL_DIR: z.string().min(1),
    SCALE_STORAGE_URL: z.string().startsWith("s3://"),
    SCALE_API_KEY: z.string().min(20),
    SCALE_API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1),
  })
  .safeParse(process.env);
if (!env.success) throw new Error("the scale tests run through `npm run test:scale` (scripts/run-scale.ts)");

export const site = {
  /** nginx: the only address the tests send requests to. */
  baseUrl: env.data.SCALE_URL,
  /** The instances behind it, as nginx names them in `X-Upstream`. */
  instances: env.data.SCALE_INSTANCES,
  mailDir: env.data.SCALE_MAIL_DIR,
  storageUrl: env.data.SCALE_STORAGE_URL,
  apiKey: env.data.SCALE_API_KEY,
  apiRateLimitPerMinute: env.data.SCALE_API_RATE_LIMIT_PER_MINUTE,
};

export const [firstInstance = "", secondInstance = ""] = site.instances;

/** The instance that answered, from the header the nginx configuration adds. */
export function upstreamOf(response: { headers: { get(name: string): string | null } }): string {
  const upstream = response.headers.get("x-upstream");
  if (upstream === null || !site.instances.includes(upstream)) {
    throw new Error(`the answer names no instance of ${site.instances.join(", ")} (X-Upstream: ${upstream})`);
  }
  return upstream;
}

/**
 * Makes `instance` the one nginx sends the next request to. nginx (one worker, round robin, no
 * stickiness) hands requests to the instances in turn, and the tests send one request at a time,
 * so after an answer from the other instance the next request goes to this one. The caller still
 * checks `X-Upstream` of its answer: if nginx did not alternate, the test fails rather than
 * proving something on one instance.
 */
export async function nextGoesTo(instance: string): Promise<void> {
  for (let tries = 0; tries < 4; tries += 1) {
    const probe = await fetch(`${site.baseUrl}/healthz`);
    await probe.arrayBuffer();
    if (upstreamOf(probe) !== instance) return;
  }
  throw new Error(`nginx sent four requests in a row to ${instance}: it does not alternate`);
}

/** Sends through nginx to `instance` (see nextGoesTo) and checks that it answered. */
export async function through(instance: string, send: () => Promise<Response>): Promise<Response> {
  await nextGoesTo(instance);
  const response = await send();
  const answeredBy = upstreamOf(response);
  if (answeredBy !== instance) throw new Error(`meant for ${instance}, answered by ${answeredBy}`);
  return response;
}
