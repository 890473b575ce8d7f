import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface ExportFile {
  path: string;
  /** A read stream of the file that removes it once read or abandoned. */
  open(): Readable;
  remove(): Promise<void>;
}

// Exports are written beside the data rather than in the system's temporary folder, often a small tmpfs.
export const exportDirOf = (dataDir: string) => join(dataDir, 'tmp');

/**
 * Writes generated text (typically rows read through a database cursor) to a temporary file under
 * tempRoot and only then hands it out. Every download goes this way: the database connection is held
 * as long as writing to disk takes, never as long as a slow or stalled client takes to read.
 */
export async function writeExportFile(
  chunks: AsyncIterable<string>,
  tempRoot: string,
  fileName: string,
): Promise<ExportFile> {
  await mkdir(tempRoot, { recursive: true });
  const dir = await mkdtemp(join(tempRoot, 'export-'));
  const path = join(dir, fileName);
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(Readable.from(chunks), createWriteStream(path));
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    path,
    remove,
    open() {
      const stream = createReadStream(path);
      stream.once('close', () => void remove());
      return stream;
    },
  };
}
