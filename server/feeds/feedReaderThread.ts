// The thread that reads a feed (server/feeds/feedReader.ts bundles this module and starts it): parsing and
// the store's rules run here, off the thread that answers requests. The bytes come from that thread a chunk
// at a time, as this one asks for them; batches of staging rows go back as the bytes of their COPY, moved (not
// copied) to that thread, which only passes them on to the database.
import { parentPort, workerData } from 'node:worker_threads';
import { feedBatches, type FeedReadSettings } from './feedBatches.js';
import { FeedReadError, parseFeed } from './feedParser.js';
import type { FromReader, ToReader } from './feedReaderMessages.js';
import { stagingRowsText } from './stagingRows.js';

const port = parentPort!;
const { stageId, settings, batchSize } = workerData as {
  stageId: number;
  settings: FeedReadSettings;
  batchSize: number;
};
const post = (message: FromReader, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

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
      const text = stagingRowsText(stageId, rows);
      post({ kind: 'batch', rows: text, errors, read }, [text.buffer as ArrayBuffer]);
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
