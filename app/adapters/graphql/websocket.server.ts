import type http from "node:http";
import type { DocumentNode, ExecutionArgs, GraphQLError, GraphQLFormattedError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { CloseCode, MessageType, type SubscribePayload } from "graphql-ws";
// Renamed: a "use…" name reads as a React hook to the linter.
import { useServer as serveGraphqlWs } from "graphql-ws/use/ws";
import { type WebSocket, WebSocketServer } from "ws";
import { clientAddress, type ProxyTrust } from "../http/client-address.server";
import type { Authenticator, Credentials, Viewer } from "./authenticate.server";
import { forClient } from "./error-codes";
import { isGraphQLError, rateLimited } from "./graphql-errors";
import { maxBodyBytes } from "./http-handler.server";
import { maxJsonDepth, nestsDeeperThan } from "./json-depth";
import type { ApiRateLimits } from "./rate-limits.server";
import type { ApiYoga } from "./yoga.server";

/** Operations one connection may run at once (each live subscription holds a listener). */
const maxOperationsPerConnection = 20;
/**
 * Connections one client address may hold open at once; a shared address (an office, a
 * carrier's NAT) has room for many people, a single client cannot exhaust the server.
 */
export const maxConnectionsPerAddress = 50;
/** How long close() lets clients answer the closing handshake before cutting them off. */
const closeGraceMs = 1_000;

export interface WebSocketOptions {
  yoga: ApiYoga;
  authenticate: Authenticator;
  /** Production: errors without graphql-js's suggestions, as over HTTP. */
  production: boolean;
  /** The HTTP requests' counters: every operation on a socket counts as one request. */
  rateLimits: ApiRateLimits;
  /**
   * Keep-alive interval. WebSocket ping frames (useServer's keepAlive) drop a client that does
   * not answer within it; protocol pings (`{"type":"ping"}`), which clients can see, let them
   * tell a quiet connection from a dead one.
   */
  keepAliveMs: number;
  /** TRUST_PROXY: whose X-Forwarded-For gives the client's address, as for HTTP requests. */
  proxyTrust: ProxyTrust;
}

type Enveloped = ReturnType<ApiYoga["getEnveloped"]>;

/** A credential from graphql-ws's connection parameters; names compare case-insensitively like headers. */
function credential(params: Readonly<Record<string, unknown>> | undefined, name: string): string | undefined {
  const entry = Object.entries(params ?? {}).find(([key]) => key.toLowerCase() === name);
  return typeof entry?.[1] === "string" ? entry[1] : undefined;
}

/**
 * An error as a socket sends it: without Yoga's `http` extension (the status and headers an HTTP
 * answer takes from it, such as a check's 429), which means nothing on a socket.
 */
function socketError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (formatted.extensions === undefined || !("http" in formatted.extensions)) return formatted;
  const { http: _http, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}

function refusal(message: string): readonly GraphQLError[] {
  return [createGraphQLError(message, { extensions: { code: "BAD_REQUEST" } })];
}

/**
 * Subscriptions over WebSocket (graphql-ws protocol) on the server's `/graphql` upgrades.
 * The connection authenticates once, in its init message's payload (`Authorization:
 * "Bearer …"` or `x-api-key`), and is refused (4403) otherwise. Every operation then runs
 * through Yoga's envelop, so the Armor limits, introspection rule and error masking of HTTP
 * apply to it too, and each operation counts against the rate limits of HTTP requests.
 */
export function attachWebSocket(
  server: http.Server,
  { yoga, authenticate, production, rateLimits, keepAliveMs, proxyTrust }: WebSocketOptions,
) {
  const addressOf = (request: http.IncomingMessage) => clientAddress(request, proxyTrust);
  const clientError = (error: GraphQLError) => forClient(error, { hideSuggestions: production });
  const openByAddress = new Map<string, number>();
  const wss = new WebSocketServer({
    server,
    path: "/graphql",
    maxPayload: maxBodyBytes,
    verifyClient: ({ req }, accept) => {
      const open = openByAddress.get(addressOf(req)) ?? 0;
      if (open >= maxConnectionsPerAddress) accept(false, 429, "Too many open connections from this address");
      else accept(true);
    },
  });
  wss.on("connection", (socket, request) => {
    const address = addressOf(request);
    openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
    socket.once("close", () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
  const viewers = new WeakMap<WebSocket, Viewer>();
  const envelopes = new WeakMap<object, Enveloped>();

  const envelopeOf = (args: ExecutionArgs): Enveloped => {
    const enveloped = typeof args.contextValue === "object" ? envelopes.get(args.contextValue as object) : undefined;
    if (enveloped === undefined) throw new Error("operation was not prepared by onSubscribe");
    return enveloped;
  };

  async function prepare(viewer: Viewer, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> {
    if (nestsDeeperThan(payload.variables, maxJsonDepth)) return refusal("The variables nest too deeply");
    const enveloped = yoga.getEnveloped({ viewer, params: payload });
    // Armor's limits are thrown from parse and validate; Yoga's HTTP path catches them the same way.
    let document: DocumentNode;
    let errors: readonly GraphQLError[];
    try {
      document = enveloped.parse(payload.query);
      errors = enveloped.validate(enveloped.schema, document);
    } catch (error) {
      if (isGraphQLError(error)) return [clientError(error)];
      throw error;
    }
    if (errors.length > 0) return errors.map(clientError);
    const contextValue = await enveloped.contextFactory();
    envelopes.set(contextValue, enveloped);
    return {
      schema: enveloped.schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
      contextValue,
    };
  }

  /**
   * An access token is good for its lifetime, not the connection's: at each keep-alive the
   * connection's token is checked again, and once it has expired the socket is closed with 4401
   * (Unauthorized), which ends its subscriptions; the client reconnects with a fresh token
   * (docs/api.md, "Live updates"). A signed-out session's token stays refused per update instead
   * (the subscription's resolver), with an error the client can read.
   */
  async function closeOnceTokenLapses(socket: WebSocket, credentials: Credentials): Promise<void> {
    let again;
    try {
      again = await authenticate(credentials);
    } catch {
      // The token check logged its own failure; the next keep-alive checks again.
      return;
    }
    if (again.ok || again.failure !== "token-expired") return;
    if (socket.readyState === socket.OPEN) socket.close(CloseCode.Unauthorized, again.failure);
  }

  const subscriptions = serveGraphqlWs(
    {
      // Never send internal error messages in close reasons, whatever NODE_ENV says.
      isProd: true,
      async onConnect(ctx) {
        const credentials: Credentials = {
          authorization: credential(ctx.connectionParams, "authorization"),
          apiKey: credential(ctx.connectionParams, "x-api-key"),
        };
        const authentication = await authenticate(credentials);
        if (!authentication.ok) return false;
        const { socket } = ctx.extra;
        const { viewer } = authentication;
        viewers.set(socket, viewer);
        const pings = setInterval(() => {
          if (socket.readyState !== socket.OPEN) return;
          socket.send(JSON.stringify({ type: MessageType.Ping }));
          if (viewer.kind === "user") void closeOnceTokenLapses(socket, credentials);
        }, keepAliveMs);
        socket.once("close", () => clearInterval(pings));
        return true;
      },
      async onSubscribe(ctx, _id, payload) {
        const viewer = viewers.get(ctx.extra.socket);
        if (viewer === undefined) return refusal("The connection is not authenticated");
        if (Object.keys(ctx.subscriptions).length > maxOperationsPerConnection) {
          return refusal(`At most ${maxOperationsPerConnection} operations may run at once on one connection`);
        }
        const allowance = await rateLimits.takeOperation(addressOf(ctx.extra.request), viewer);
        if (!allowance.allowed) return [clientError(rateLimited(allowance.retryAfterSeconds))];
        return prepare(viewer, payload);
      },
      execute: (args) => envelopeOf(args).execute(args),
      subscribe: (args) => envelopeOf(args).subscribe(args),
      onNext(_ctx, _id, _payload, _args, result) {
        return result.errors
          ? { ...result, errors: result.errors.map((error) => socketError(clientError(error))) }
          : undefined;
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => socketError(clientError(error))),
    },
    wss,
    keepAliveMs,
  );

  return {
    /** Closes every socket (1001, then cut off after a grace period) and the WebSocket server. */
    async close(): Promise<void> {
      const stragglers = setTimeout(() => {
        for (const socket of wss.clients) socket.terminate();
      }, closeGraceMs);
      stragglers.unref();
      await subscriptions.dispose();
      clearTimeout(stragglers);
    },
  };
}
