import pg from "pg";
import { z } from "zod";
import { aspects } from "~/domain/aspects";
import type { SkinAnalysis } from "~/domain/skin-analysis";
import { skinTypes } from "~/domain/skin-types";
import type { Logger } from "../logger.server";
import { createResilientPool } from "../db/database.server";
import { type AnalysisEvents, createInProcessAnalysisEvents } from "./analysis-events.server";

const channel = "kulit_analysis_saved";
/** After a lost connection, listen again this much later (clients reconnect after 5 s too). */
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

/** A promise and the function that settles it (Node 20 has no `Promise.withResolvers`). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface PostgresAnalysisEventsOptions {
  connectionString: string;
  logger: Logger;
  /** How long to wait before listening again after the connection is lost; 5 s unless a test shortens it. */
  reconnectDelayMs?: number;
}

/**
 * Saved analyses announced through PostgreSQL `NOTIFY`, so that a subscriber on any app
 * instance hears of an analysis saved through any other (instances are stateless). Each
 * instance keeps one listening connection and fans out locally. A lost connection (a
 * PostgreSQL restart, a failover, a reaper) is logged and replaced, again and again until it
 * works: live updates resume by themselves; those announced while nobody listened are missed.
 */
export function createPostgresAnalysisEvents(options: PostgresAnalysisEventsOptions): AnalysisEvents {
  const { logger, connectionString } = options;
  const reconnectDelay = options.reconnectDelayMs ?? reconnectDelayMs;
  const local = createInProcessAnalysisEvents();
  const publisher = createResilientPool(connectionString, logger, 2);
  let listener: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Settled each time a listening connection is up; replaced when one is lost.
  let listeningNow = signal();
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

  function listenLater() {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, reconnectDelay);
    retry.unref();
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: reconnectDelay });
    let lost = false;
    // A dead connection reports itself as `error`, `end` or a failed connect, often more than one.
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (listener === client) {
        listener = undefined;
        listeningNow = signal();
      }
      if (closed) return;
      logger.warn("analysis event listener connection lost; listening again shortly", { error });
      listenLater();
    };
    client.on("notification", receive);
    client.on("error", onLost);
    client.on("end", () => onLost(new Error("connection ended")));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    listeningNow.resolve();
  }

  // Listening from the start means a new subscription never waits for a connection.
  void listen();

  return {
    async publish(analysis) {
      try {
        await publisher.query("select pg_notify($1, $2)", [channel, JSON.stringify(analysis)]);
      } catch (error) {
        logger.error("analysis saved but not announced to live subscribers", { analysisId: analysis.id, error });
      }
    },
    subscribe: (userId, signal) => local.subscribe(userId, signal),
    listening: () => listeningNow.promise,
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await listener?.end();
      await publisher.end();
    },
  };
}
