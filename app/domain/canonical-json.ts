/**
 * JSON with object keys in one fixed order (JavaScript string order) at every level and `undefined` members left out,
 * so that two values that mean the same (the same filter written with its fields in another
 * order) have the same text, and a digest of the text identifies the value.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    // Written out rather than rebuilt as an object: JavaScript puts integer-like keys first.
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(",")}}`;
  }
  // Functions, symbols and bigints have no JSON form; as in a JSON list, they become null.
  return "null";
}
