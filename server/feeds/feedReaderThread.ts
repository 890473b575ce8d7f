// The thread that reads a feed (server/feeds/feedReader.ts bundles this module and starts it): parsing and
// the store's rules run here, off the thread that answers requests. The bytes come from that thread a chunk
// at a time, as this one asks for them; batches of staging rows go back as JSON, ready for their insert.
import { parentPort, workerData } from 'node:worker_threads';
import { feedBatches, type FeedReadSettings } from './feedBatches.js';
import { FeedReadError, parseFeed } from './feedParser.js';
import type { FromReader, ToReader } from './feedReaderMessages.js';

const port = parentPort!;
const { settings, batchSize } = workerData as { settings: FeedReadSettings; batchSize: number };
const post = (message: FromReader) => port.postMessage(message);

const inbox: ToReader[] = [];
let wake: (() => void) | undefined;
port.on('message', (message: ToReader) => {
  inbox.push(message);
  wake?.();
});

/** Chunks asked ahead: the next ones are on their way while one is parsed. */
const CHUNKS_AHEAD = 2;

/** The feed's bytes, a chunk at a time, each asked for CHUNKS_AHEAD chunks before it is parsed. */
async function* chunks(): AsyncGenerator<Uint8Array> {
  for (let n = 0; n < CHUNKS_AHEAD; n++) post({ kind: 'more' });
  for (;;) {
    while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const message = inbox.shift()!;
    if (message.kind === 'end') return;
    if (message.kind === 'streamError') throw new Error(message.message);
    yield message.bytes;
    post({ kind: 'more' });
  }
}

/** Reads the feed to its end or its first error, posting the batches, then the totals or the error. */
async function readFeed() {
  try {
    const batches = feedBatches(parseFeed(chunks()), settings, batchSize);
    for (;;) {
      const next = await batches.next();
      if (next.done) {
        post({ kind: 'done', ...next.value });
        break;
      }
      const { rows, errors, read } = next.value;
      post({ kind: 'batch', rowsJson: JSON.stringify(rows), errors, read });
    }
  } catch (error) {
    post(
      error instanceof FeedReadError
        ? { kind: 'failed', code: error.code, line: error.line, message: error.message, params: error.params }
        : { kind: 'crashed', message: (error as Error).message },
    );
  }
  port.close();
}

void readFeed();
