/**
 * The Levenshtein distance between `a` and `b`, or `Infinity` once it exceeds `limit`: only
 * close names matter, so rows stop early instead of filling the whole table.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return Infinity;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > limit ? Infinity : distance;
}

/**
 * The candidate closest to `name`, compared case-insensitively (a case slip costs less than any
 * edit), within half the longer name's length, at least one edit; ties go to the first candidate.
 * Failing that, the only candidate that ends or starts with `name` (`id` for `{bucketId}`).
 * `undefined` when nothing is that close.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const limit = Math.max(1, Math.floor(Math.max(name.length, candidate.length) / 2));
    const folded = boundedEditDistance(name.toLowerCase(), candidate.toLowerCase(), limit);
    const distance = folded === 0 ? 0.5 : folded;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== undefined || name.length < 2) return best;
  const folded = name.toLowerCase();
  const affixed = candidates.filter(
    (c) => c !== name && (c.toLowerCase().endsWith(folded) || c.toLowerCase().startsWith(folded)),
  );
  return affixed.length === 1 ? affixed[0] : undefined;
}
