import pg from "pg";
import { z } from "zod";
import { aspects } from "~/domain/aspects";
import type { SkinAnalysis } from "~/domain/skin-analysis";
import { skinTypes } from "~/domain/skin-types";
import type { Logger } from "../logger.server";
import { type AnalysisEvents, createInProcessAnalysisEvents } from "./analysis-events.server";

const channel = "kulit_analysis_saved";
/** After a lost connection, listen again this much later (spec §4: reconnect after 5 s). */
const reconnectDelayMs = 5000;

/** What crosses between instances is parsed like any other input. */
const announcedAnalysis = z.object({
  id: z.string(),
  userId: z.string(),
  gender: z.number().int(),
  age: z.number().int(),
  budget: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  location: z.string(),
  skinType: z.enum(skinTypes),
  scores: z.object(
    Object.fromEntries(aspects.map((aspect) => [aspect, z.number()])) as Record<(typeof aspects)[number], z.ZodNumber>,
  ),
  hasSelfie: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<SkinAnalysis>;

export interface PostgresAnalysisEventsOptions {
  connectionString: string;
  logger: Logger;
}

/**
 * Saved analyses announced through PostgreSQL `NOTIFY`, so that a subscriber on any app
 * instance hears of an analysis saved through any other (DESIGN.md §1: instances are
 * stateless). Each instance keeps one listening connection and fans out locally.
 */
export function createPostgresAnalysisEvents(options: PostgresAnalysisEventsOptions): AnalysisEvents {
  const { logger } = options;
  const local = createInProcessAnalysisEvents();
  const publisher = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  publisher.on("error", (error) => logger.warn("analysis event publisher connection lost", { error }));
  let listener: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;

  function receive(message: pg.Notification) {
    if (message.channel !== channel || message.payload === undefined) return;
    let parsed;
    try {
      parsed = announcedAnalysis.safeParse(JSON.parse(message.payload));
    } catch (error) {
      logger.error("analysis event is not JSON", { error });
      return;
    }
    if (!parsed.success) {
      logger.error("analysis event has an unexpected shape", { issues: parsed.error.issues });
      return;
    }
    void local.publish(parsed.data);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on("notification", receive);
    client.on("error", (error) => {
      logger.warn("analysis event listener connection lost; listening again shortly", { error });
      listener = undefined;
      listening = undefined;
      setTimeout(() => {
        if (!closed) ensureListening().catch(() => undefined);
      }, reconnectDelayMs).unref();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listener = client;
  }

  function ensureListening(): Promise<void> {
    listening ??= listen().catch((error: unknown) => {
      listening = undefined;
      logger.error("could not listen for analysis events", { error });
      throw error;
    });
    return listening;
  }

  // Listening from the start means a new subscription never waits for a connection.
  ensureListening().catch(() => undefined);

  return {
    async publish(analysis) {
      try {
        await publisher.query("select pg_notify($1, $2)", [channel, JSON.stringify(analysis)]);
      } catch (error) {
        logger.error("analysis saved but not announced to live subscribers", { analysisId: analysis.id, error });
      }
    },
    subscribe: (userId, signal) => local.subscribe(userId, signal),
    async close() {
      closed = true;
      await local.close();
      await listener?.end();
      await publisher.end();
    },
  };
}
