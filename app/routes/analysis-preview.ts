import { addressKey } from "~/adapters/http/client-address.server";
import { serviceFailure } from "~/adapters/web/service-failure.server";
import { isLanguage } from "~/domain/language";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import { readPreviewForm } from "~/adapters/web/analysis-form.server";
import { InvalidAnswersError } from "~/server/analysis/analysis-service.server";
import { allowanceOf } from "~/server/rate-limit/shared-rate-limits.server";
import type { Route } from "./+types/analysis-preview";

/**
 * `POST /{lang}/analysis/preview` (form field `answers`, JSON text): the skin type, budget level
 * and six scores of finished answers, with the signed token that lets the save at sign-up keep
 * these very scores (docs/rules.md, "The skin analysis"). Nothing is stored and no session is
 * needed, so anyone may ask, within a limit per client address that every instance counts
 * together (ANALYSIS_PREVIEW_RATE_LIMIT_PER_MINUTE); the answer is one visitor's draw, never to be
 * kept by a cache.
 */

const noStore = { "Cache-Control": "no-store" };

function methodNotAllowed(): Response {
  return Response.json({ error: "method-not-allowed" }, { status: 405, headers: { ...noStore, Allow: "POST" } });
}

export function loader() {
  return methodNotAllowed();
}

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) return Response.json({ error: "unknown language" }, { status: 404, headers: noStore });
  if (request.method !== "POST") return methodNotAllowed();
  const failed = (error: unknown) => {
    const { failure, status } = serviceFailure(error, context, "analysis preview failed");
    return Response.json(failure, { status, headers: noStore });
  };
  try {
    // Set by the server from the connection (behind TRUST_PROXY), whatever the client sent.
    const address = request.headers.get(clientIpHeader) ?? "unknown";
    const allowance = allowanceOf([await context.services.analysisPreviewLimit.hit(addressKey(address))]);
    if (!allowance.allowed) {
      const retryAfter = String(allowance.retryAfterSeconds);
      return Response.json(
        { error: "rate-limited" },
        { status: 429, headers: { ...noStore, "Retry-After": retryAfter } },
      );
    }
    const form = await readPreviewForm(request);
    if (!form.ok) {
      return form.problem === "too-large"
        ? Response.json({ error: "too-large" }, { status: 413, headers: noStore })
        : Response.json({ error: "invalid-answers", fields: ["answers"] }, { status: 400, headers: noStore });
    }
    const { result, resultToken } = await context.services.analyses.preview(form.answers);
    const body = { skinType: result.skinType, budget: result.budget, scores: result.scores, resultToken };
    return Response.json(body, { headers: noStore });
  } catch (error) {
    if (error instanceof InvalidAnswersError) {
      return Response.json({ error: "invalid-answers", fields: error.fields }, { status: 400, headers: noStore });
    }
    return failed(error);
  }
}
