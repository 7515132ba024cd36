type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** The same logger, adding these fields (a request id, say) to every line. */
  child(fields: Record<string, unknown>): Logger;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: serialise(value.cause) };
  }
  return value;
}

/** One JSON line per event, so logs stay greppable and machine-readable. */
export function createLogger(minimum: Level = "info", base: Record<string, unknown> = {}): Logger {
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (order[level] < order[minimum]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, message };
    for (const [key, value] of Object.entries({ ...base, ...fields })) entry[key] = serialise(value);
    const line = JSON.stringify(entry);
    if (level === "error" || level === "warn") console.error(line);
    else console.log(line);
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
    child: (fields) => createLogger(minimum, { ...base, ...fields }),
  };
}
