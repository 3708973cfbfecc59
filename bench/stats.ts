// Small helpers shared by the benchmarks: quantiles over sorted samples.
export function quantile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

export function summary(samples: number[]): { median: number; p95: number; p99: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95), p99: quantile(s, 0.99), max: s[s.length - 1] ?? Number.NaN };
}
