import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, stop } from 'esbuild';
import type { FeedReadSettings, FeedTotals } from './feedBatches.js';
import { FeedFetchError } from './feedFetchError.js';
import { FeedReadError, type FeedReadProgress } from './feedParser.js';
import type { FromReader, StagingBatch, ToReader } from './feedReaderMessages.js';

/** The most bytes handed over at once: a stream's chunk may be larger (an uploaded file's are 256 KiB). */
const PIECE_BYTES = 64 * 1024;

/**
 * The stream's bytes in pieces of at most PIECE_BYTES, each in a buffer of its own (so it can be moved to
 * the thread, not copied with the larger buffer it may be cut from), counted in `progress` as they go.
 */
async function* pieces(stream: AsyncIterable<Uint8Array | string>, progress: FeedReadProgress) {
  for await (const chunk of stream) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    progress.bytesRead += data.length;
    progress.hash?.update(data);
    for (let at = 0; at < data.length; at += PIECE_BYTES) {
      yield new Uint8Array(data.subarray(at, Math.min(data.length, at + PIECE_BYTES)));
    }
  }
}

let threadCode: Promise<string> | undefined;
/**
 * The reading thread's code: server/feeds/feedReaderThread.ts and what it imports, bundled into one
 * script once per process. A thread loading the TypeScript modules itself needs a TypeScript loader of
 * its own: it started in 240–310 ms with 24–35 MB, against 34–89 ms and 7–8 MB bundled.
 */
function readerThreadCode(): Promise<string> {
  threadCode ??= build({
    entryPoints: [fileURLToPath(new URL('./feedReaderThread.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  })
    .then(
      (result) => result.outputFiles[0]!.text,
      (error: unknown) => {
        threadCode = undefined;
        throw error;
      },
    )
    // esbuild's own process is not needed once the code is made.
    .finally(() => stop());
  return threadCode;
}

/**
 * The reading thread's heap, in MB: it holds a few thousand products at most, and makes short-lived strings
 * by the million; small generations keep its memory low (V8 would let it grow to hundreds of MB first). A young
 * generation of 4 MB was collected so often that the products held while their variants are met were copied
 * into the old one and collected there again: a quarter of the thread's time went to collecting, and a 300k-item
 * feed read in about a tenth longer than with 16 MB (docs/decisions/0142).
 */
const READER_HEAP_MB = { young: 16, old: 32 };

/** Batches read ahead of the caller: the reading thread waits for chunks while this many are not taken. */
const BATCHES_AHEAD = 2;

/**
 * Reads a feed in a thread of its own (server/feeds/feedReaderThread.ts): the XML parser and the store's
 * rules are most of an import's work in this process, and on the thread that answers requests every list
 * call waited behind them. This thread passes the bytes on as the reading thread asks for them, while the
 * caller writes the batches before, and stops passing them while BATCHES_AHEAD batches wait (so the
 * reading keeps pace with the writing, in bounded memory); it counts the bytes in `progress`. Yields the
 * batches of staging rows, then answers the totals; a feed that cannot be read throws its
 * `FeedReadError`. Leaving early (an error of the caller, a stop) ends the thread. The rows are those of stage
 * `stageId`.
 */
export async function* readFeedInThread(
  stream: AsyncIterable<Uint8Array | string>,
  stageId: number,
  settings: FeedReadSettings,
  batchSize: number,
  progress: FeedReadProgress,
): AsyncGenerator<StagingBatch, FeedTotals> {
  const thread = new Worker(await readerThreadCode(), {
    eval: true,
    workerData: { stageId, settings, batchSize },
    resourceLimits: { maxYoungGenerationSizeMb: READER_HEAP_MB.young, maxOldGenerationSizeMb: READER_HEAP_MB.old },
  });
  const bytes = pieces(stream, progress);
  const batches: StagingBatch[] = [];
  let totals: FeedTotals | undefined;
  let failure: Error | undefined;
  let waiting: (() => void) | undefined;
  const wake = () => {
    waiting?.();
    waiting = undefined;
  };
  /** Chunks the thread asked for and has not been sent. */
  let asked = 0;
  let pumping = false;
  const send = (message: ToReader) =>
    thread.postMessage(message, message.kind === 'chunk' ? [message.bytes.buffer as ArrayBuffer] : []);
  /** Sends the chunks asked for, one after the other, unless batches are waiting to be taken. */
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (asked > 0 && batches.length < BATCHES_AHEAD && !failure) {
        asked -= 1;
        const chunk = await bytes.next().catch((error: unknown) => ({ error: error as Error }));
        if ('error' in chunk && chunk.error instanceof FeedFetchError) {
          // The fetch says why it stopped (too large once decompressed, too slow...): the run fails with that.
          const { code, message, params } = chunk.error;
          failure = new FeedReadError(code, null, message, params);
          wake();
        } else if ('error' in chunk) send({ kind: 'streamError', message: chunk.error.message });
        else send(chunk.done ? { kind: 'end' } : { kind: 'chunk', bytes: chunk.value });
      }
    } finally {
      pumping = false;
    }
  };
  thread.on('message', (message: FromReader) => {
    if (message.kind === 'more') {
      asked += 1;
      void pump();
      return;
    }
    if (message.kind === 'batch') {
      const { kind: _kind, ...batch } = message;
      batches.push(batch);
    } else if (message.kind === 'done') totals = { read: message.read, skipped: message.skipped };
    else if (message.kind === 'failed') {
      failure = new FeedReadError(message.code, message.line, message.message, message.params);
    } else failure = new Error(message.message);
    wake();
  });
  thread.on('error', (error) => {
    failure ??= error;
    wake();
  });
  thread.on('exit', (code) => {
    if (!totals) failure ??= new Error(`The feed reading thread ended (code ${code}).`);
    wake();
  });
  try {
    for (;;) {
      const batch = batches.shift();
      if (batch) {
        void pump();
        yield batch;
      } else if (failure) throw failure;
      else if (totals) return totals;
      else await new Promise<void>((resolve) => (waiting = resolve));
    }
  } finally {
    await thread.terminate();
    // A chunk may be awaited still (the bytes of a feed stopped mid-way): the stream ends, so it comes back.
    if (stream instanceof Readable) stream.destroy();
    await bytes.return(undefined);
  }
}
