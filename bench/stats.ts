/** Percentiles of timings in milliseconds, for benchmarks that print numbers. */
export function summarize(samples: number[]): { p50: number; p95: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? NaN, n: sorted.length };
}

export const formatSummary = (s: ReturnType<typeof summarize>) =>
  `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (${s.n} requests)`;

/** Runs `work` while sampling the process's resident memory; answers its result, seconds and the peak growth in MB. */
export async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, seconds, growthMb: (peak - before) / 1_048_576 };
}
