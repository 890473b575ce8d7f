import { formatSummary, summarize } from '../stats.js';

/** Latencies and answer statuses of one kind of request. */
export class Series {
  readonly ms: number[] = [];
  readonly statuses = new Map<number, number>();

  add({ ms, status }: { ms: number; status: number }): void {
    this.ms.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  toString(): string {
    const statuses = [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    return `${formatSummary(summarize(this.ms))}; ${statuses}`;
  }
}
