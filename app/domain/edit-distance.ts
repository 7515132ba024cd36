/** Rows of the distance table, reused: a fuzzy match compares one word with thousands. */
const rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/** Optimal-string-alignment distance (Damerau: a swap of two letters is one edit), or `limit + 1` once beyond it. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rows[0] === undefined || rows[0].length <= b.length) {
    for (let index = 0; index < rows.length; index += 1) rows[index] = new Int32Array(b.length + 1);
  }
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const charB = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (charA === charB ? 0 : 1),
      );
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}
