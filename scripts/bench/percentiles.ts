/** Nearest-rank percentiles of a set of timings, rounded to a hundredth of a millisecond. */

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), samples: sorted.length };
}
