/**
 * A list column as stored (JSON text, so one schema serves SQLite and PostgreSQL; ADR 0003),
 * read back as strings. Anything else in it, or text that is not JSON, reads as an empty list.
 */
export function parseJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
