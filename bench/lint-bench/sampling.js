// How the benches' lanes take turns on a file, and how their per-file samples are read.

/** Every order of 0 .. k-1 (k is at most 6 here: 720 orders). */
export function permutations(k) {
  if (k <= 1) return [[0].slice(0, k)];
  return permutations(k - 1).flatMap((order) =>
    Array.from({ length: k }, (_, at) => [...order.slice(0, at), k - 1, ...order.slice(at)]),
  );
}

/** The value below which the share `q` of `values` lies (nearest rank). */
export function quantile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
