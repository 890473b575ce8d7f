import type { Db } from '../db/connection.js';
import { learnOrganicTables } from './strongLearning.js';

export interface LearningWorkerOptions {
  db: Db;
  /** Hours between two runs. */
  everyHours: number;
  /** Wait after start before the first run, so a start-up is not slowed by it. */
  firstRunMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Learns the organic provider tables periodically, beside the feed worker and never in a request: each run
 * replaces every organic table's proposal. One run at a time in a process; two processes running at once
 * only write the same proposals twice.
 */
export class LearningWorker {
  private timer: NodeJS.Timeout | null = null;
  private first: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly options: LearningWorkerOptions) {}

  start(): void {
    if (this.timer) return;
    this.first = setTimeout(() => void this.runOnce(), this.options.firstRunMs ?? 60_000);
    this.timer = setInterval(() => void this.runOnce(), this.options.everyHours * 3_600_000);
    this.first.unref();
    this.timer.unref();
  }

  /** One run now (none when one is already running); what it learned, or null. */
  async runOnce() {
    if (this.running) return null;
    this.controller = new AbortController();
    const run = learnOrganicTables(this.options.db, { signal: this.controller.signal });
    this.running = run;
    try {
      return await run;
    } catch (error) {
      if (!this.controller.signal.aborted) this.options.log?.('learning failed', error);
      return null;
    } finally {
      this.running = null;
      this.controller = null;
    }
  }

  async stop(): Promise<void> {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
    this.first = null;
    this.timer = null;
    this.controller?.abort(new Error('stopped'));
    await this.running?.catch(() => undefined);
  }
}
