// An uploaded returns file read as its job reads it, the database apart: the file as the upload keeps it
// (compressed), uncompressed, decoded and parsed into rows a piece at a time. For files of 0.5M, 2M and 8M rows
// (about 20, 90 and 350 MB), each read in a fresh process, prints the time and the process's peak RSS growth: flat
// memory is a growth that does not follow the file's length. Prints numbers, asserts nothing.
//   npm run bench:upload-read            BENCH_UPLOAD_ROWS=500000,2000000,8000000 (rows per file)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, constants } from 'node:zlib';
import type { StoredFile } from '../server/http/storedUploads.js';
import { returnsFileChunks } from '../server/services/returnsFile.js';

const MB = 1024 * 1024;

interface Reading {
  rows: number;
  seconds: number;
  growthMb: number;
}

/** In the child: reads the stored file at `path` as the returns job does; answers rows, seconds and RSS growth. */
async function readStored(path: string): Promise<Reading> {
  const stored = readFileSync(path) as StoredFile;
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const start = performance.now();
  let rows = 0;
  for await (const chunk of returnsFileChunks(stored)) rows += chunk.length;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { rows, seconds, growthMb: (peak - before) / MB };
}

/** A returns file of `rows` rows, compressed as an upload is stored (gzip's fastest level); answers its length. */
async function writeStoredFile(path: string, rows: number): Promise<number> {
  const gzip = createGzip({ level: constants.Z_BEST_SPEED });
  const out = gzip.pipe(createWriteStream(path));
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  // Written a block of lines at a time: zlib works per write.
  let block = 'orderId,productId,sku,size,reason,returnDate\r\n';
  for (let n = 0; n < rows; n += 1) {
    block += `ORD-${n},,SKU-${n % 5000}-AZ,M,${n % 3 === 0 ? 'too big' : 'SMALL'},2026-03-14\r\n`;
    if (block.length >= MB) {
      await write(block);
      block = '';
    }
  }
  await write(block);
  gzip.end();
  await once(out, 'finish');
  return bytes;
}

/** Reads the file at `path` in a child process of its own, so that no earlier reading's garbage counts. */
function readInChild(path: string): Promise<Reading> {
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, UPLOAD_READ_FILE: path },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (reading) => resolve(reading as Reading));
    child.once('exit', (code) => reject(new Error(`the reading process ended (${code})`)));
  });
}

if (process.env.UPLOAD_READ_FILE) {
  process.send!(await readStored(process.env.UPLOAD_READ_FILE));
  process.disconnect();
} else {
  const sizes = (process.env.BENCH_UPLOAD_ROWS ?? '500000,2000000,8000000').split(',').map(Number).filter(Boolean);
  const folder = mkdtempSync(join(tmpdir(), 'provador-bench-upload-'));
  console.log(
    `Load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  try {
    for (const rows of sizes) {
      const path = join(folder, `returns-${rows}.csv.gz`);
      const bytes = await writeStoredFile(path, rows);
      const reading = await readInChild(path);
      console.log(
        `${rows.toLocaleString('en')} rows, ${(bytes / MB).toFixed(0)} MB (stored ${(statSync(path).size / MB).toFixed(0)} MB): ` +
          `${reading.rows.toLocaleString('en')} rows read in ${reading.seconds.toFixed(1)} s ` +
          `(${Math.round(reading.rows / reading.seconds).toLocaleString('en')} rows/s), peak RSS growth ${reading.growthMb.toFixed(0)} MB`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
