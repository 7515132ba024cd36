/**
 * Whether a parsed JSON value nests objects and arrays deeper than `max` levels. Iterative, so
 * a hostile value cannot exhaust the stack here; checked before anything recursive sees it.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

/**
 * Legitimate requests stay far below this: the deepest is a filter nested as far as
 * filterLimits allows (about 15 levels with the body and variables around it).
 */
export const maxJsonDepth = 32;
