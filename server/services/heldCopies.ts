interface Held<V> {
  /** When the read started: the copy is no older than this. */
  at: number;
  value: Promise<V>;
  /** Whether the read has answered (`settledValue` is then its answer). */
  settled: boolean;
  settledValue?: V;
}

/** Copies held past which expired ones are dropped. */
const SWEEP_AT = 1000;

/**
 * This process's copies of what reads answer, each used for `ttlMs` at most (counted from its read), so a
 * change made elsewhere is seen within that time. Calls arriving together for a key not held share one read;
 * a read that fails is not kept. At most `maxHeld` copies (a flood of made-up keys): past it, the oldest go.
 */
export class HeldCopies<V> {
  private readonly held = new Map<string, Held<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxHeld = 20_000,
  ) {}

  /** The copy of `key` while it is fresh, else what `read` answers (kept as the new copy). */
  get(key: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
    const copy = this.held.get(key);
    if (copy && now - copy.at < this.ttlMs) return copy.value;
    this.held.delete(key);
    if (this.held.size >= SWEEP_AT) this.sweep(now);
    const held: Held<V> = { at: now, value: read(), settled: false };
    this.held.set(key, held);
    held.value.then(
      (value) => {
        held.settled = true;
        held.settledValue = value;
      },
      () => {
        if (this.held.get(key) === held) this.held.delete(key);
      },
    );
    return held.value;
  }

  /** Drops the copies `drop` names: given the copy's answer, or `pending` while its read still runs. */
  forget(drop: (value: V | undefined, pending: boolean) => boolean): void {
    for (const [key, copy] of this.held) if (drop(copy.settledValue, !copy.settled)) this.held.delete(key);
  }

  forgetAll(): void {
    this.held.clear();
  }

  private sweep(now: number) {
    for (const [key, copy] of this.held) if (now - copy.at >= this.ttlMs) this.held.delete(key);
    // Copies are held in the order they were taken (a renewed copy is taken anew): the oldest go first.
    for (const key of this.held.keys()) {
      if (this.held.size < this.maxHeld) break;
      this.held.delete(key);
    }
  }
}
