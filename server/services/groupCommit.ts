interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Items written by one statement at most. */
  maxBatch?: number;
  /**
   * When a statement of several items fails, write them again one by one, so that one item's failure is its
   * own (for items that can fail alone); otherwise every item of the statement gets its error.
   */
  splitOnFailure?: boolean;
}

/**
 * Group commit for rows that shoppers' calls write one at a time. A commit waits for the disk, and one
 * statement per call makes every call hold a connection of the pool for its own commit: a burst then takes
 * every connection and the back-office waits behind it. Here the items that arrive while a statement is being
 * written wait together and the next statement writes them all (one commit); one statement at a time, so the
 * writer never holds more than one connection. Each item is answered, with what `write` gave for it (same
 * order), once the statement that wrote it has committed.
 */
export function groupCommit<T, R>(
  write: (items: T[]) => Promise<R[]>,
  { maxBatch = 500, splitOnFailure = false }: GroupCommitOptions = {},
): (item: T) => Promise<R> {
  let waiting: Waiting<T, R>[] = [];
  let writing = false;

  async function writeBatch(batch: Waiting<T, R>[]) {
    try {
      const results = await write(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i]!));
    } catch (error) {
      if (!splitOnFailure || batch.length === 1) batch.forEach((entry) => entry.reject(error));
      else for (const entry of batch) await writeBatch([entry]);
    }
  }

  function pump() {
    if (writing || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    writing = true;
    void writeBatch(batch).finally(() => {
      writing = false;
      pump();
    });
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
