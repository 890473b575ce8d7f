import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGunzip, createGzip, gzipSync } from 'node:zlib';

/**
 * An uploaded file (a feed, a returns file) as `feed_jobs.file` keeps it until a worker of any process has run its
 * job: gzip-compressed as it arrives, so the request never holds the file whole, and the database stores and sends
 * a fraction of it (PostgreSQL would otherwise compress a large value itself, slowly, while the request waits, and
 * send it back to the worker written out in hexadecimal, twice its size).
 */
export type StoredFile = Buffer & { readonly storedUpload: unique symbol };

/** An upload as a request received it: its stored file, and the file's own length in bytes. */
export class StoredUpload {
  constructor(
    readonly file: StoredFile,
    readonly bytes: number,
  ) {}
}

/** gzip's fastest level: several times smaller on CSV and XML, at the speed the bytes come over a network. */
const LEVEL = constants.Z_BEST_SPEED;

/** Compresses a file as its stream is read; the compressed bytes are all that is held. */
export async function storeUpload(file: Readable): Promise<StoredUpload> {
  let bytes = 0;
  const compressed: Buffer[] = [];
  await pipeline(
    file,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        yield chunk;
      }
    },
    createGzip({ level: LEVEL }),
    async (gzip: AsyncIterable<Buffer>) => {
      for await (const chunk of gzip) compressed.push(chunk);
    },
  );
  return new StoredUpload(Buffer.concat(compressed) as StoredFile, bytes);
}

/** A file already held whole (by a test, a benchmark) as an upload's is stored. */
export const storedFileOf = (file: Buffer) => gzipSync(file, { level: LEVEL }) as StoredFile;

/**
 * Whether a stored upload is compressed. A file queued by an earlier release was kept as it came: it is told by
 * its first bytes, which in a CSV or XML file are never gzip's two magic bytes (0x1f is a control character).
 */
const isCompressed = (stored: StoredFile) => stored.length >= 2 && stored[0] === 0x1f && stored[1] === 0x8b;

/** Bytes of the file given at a time: pieces large enough that reading them costs little per byte. */
const PIECE_BYTES = 1 << 18;

function* piecesOf(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += PIECE_BYTES) yield bytes.subarray(at, at + PIECE_BYTES);
}

/**
 * The file of a stored upload, as it was sent, as a stream of pieces: it is uncompressed as it is read, so only
 * the stored (compressed) file and a few pieces of the file are held at once, however large the file.
 */
export function uploadedStream(stored: StoredFile): Readable {
  return isCompressed(stored)
    ? Readable.from([stored], { objectMode: false }).pipe(createGunzip({ chunkSize: PIECE_BYTES }))
    : Readable.from(piecesOf(stored));
}
