import { isDatabaseUnavailable } from "~/server/db/database-unavailable.server";
import type { Logger } from "~/server/logger.server";

/**
 * How an action that answers instead of throwing (so that the page keeps what the visitor sent)
 * names a service's failure: the database out of reach is an outage, 503 "try again in a
 * moment"; anything else is a fault of ours, a 500 that carries the request's reference, which
 * the page shows and the log line holds (docs/security.md, "Faults"). A bug never looks like an
 * outage.
 */
export type ServiceFailure = { error: "unavailable" } | { error: "unexpected"; reference: string };

/** The failure's answer and status, logged once with what was being done. */
export function serviceFailure(
  error: unknown,
  context: { logger: Logger; requestId: string },
  doing: string,
): { failure: ServiceFailure; status: 500 | 503 } {
  if (isDatabaseUnavailable(error)) {
    context.logger.warn(`${doing}: the database is unavailable`, { error });
    return { failure: { error: "unavailable" }, status: 503 };
  }
  context.logger.error(`${doing}: unexpected error`, { error });
  return { failure: { error: "unexpected", reference: context.requestId }, status: 500 };
}
