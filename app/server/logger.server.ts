import pino, { type DestinationStream } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error";

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** The same logger, adding these fields (a request id, say) to every line. */
  child(fields: Record<string, unknown>): Logger;
}

/** Where the lines go: debug and info to one stream, warnings and errors to the other. */
export interface LogDestinations {
  out: DestinationStream;
  err: DestinationStream;
}

/** Standard output and standard error, written synchronously so that no line is lost at exit. */
function standardDestinations(): LogDestinations {
  return { out: pino.destination({ fd: 1, sync: true }), err: pino.destination({ fd: 2, sync: true }) };
}

/** An error as its name, message, stack and cause, the cause read the same way. */
function serialiseError(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: serialiseError(value.cause) };
  }
  return value;
}

/**
 * Fields whose values never reach a log, whatever code passes them by mistake: secrets and what
 * signs a visitor in. Paths are logged through `loggedPath` (app/adapters/http/logged-path.server.ts),
 * which hides an address in a path segment.
 */
const redactedFields = [
  "password",
  "otp",
  "token",
  "secret",
  "cookie",
  "authorization",
  "headers.cookie",
  "headers.authorization",
  "*.password",
  "*.token",
  "*.secret",
  "*.headers.cookie",
  "*.headers.authorization",
];

function wrap(lines: pino.Logger<never>): Logger {
  return {
    debug: (message, fields) => lines.debug(fields ?? {}, message),
    info: (message, fields) => lines.info(fields ?? {}, message),
    warn: (message, fields) => lines.warn(fields ?? {}, message),
    error: (message, fields) => lines.error(fields ?? {}, message),
    child: (fields) => wrap(lines.child(fields)),
  };
}

/**
 * One JSON line per event (pino), so logs stay greppable and machine-readable:
 * `{"level":"info","time":"2026-…Z",…fields,"message":"…"}`, errors as name, message, stack and
 * cause (docs/security.md, "Faults").
 */
export function createLogger(
  minimum: LogLevel = "info",
  base: Record<string, unknown> = {},
  destinations: LogDestinations = standardDestinations(),
): Logger {
  const lines = pino<never>(
    {
      level: minimum,
      base: null,
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: serialiseError },
      redact: { paths: redactedFields, censor: "[redacted]" },
    },
    pino.multistream(
      [
        { level: "debug", stream: destinations.out },
        { level: "warn", stream: destinations.err },
      ],
      { dedupe: true },
    ),
  );
  return wrap(Object.keys(base).length > 0 ? lines.child(base) : lines);
}
