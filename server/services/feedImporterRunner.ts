import type { Db } from '../db/connection.js';
import { uploadedStream } from '../http/storedUploads.js';
import { analyseFeed, failUnreadFeedRun, importFeed, type FeedSource as ImporterSource } from './feedImport.js';
import { FeedFetchError, openFeed, type FeedReadOptions } from '../feeds/feedFetch.js';
import type { FeedRunArgs, FeedRunner } from '../feeds/feedRunner.js';
import { FeedReadError } from '../feeds/feedParser.js';
import type { DetailCode } from '../../domain/errorCodes.js';

/**
 * The runner the server's feed worker uses: opens the job's feed (its URL through the safe fetcher, or
 * the uploaded file) and streams it through the importer or its dry run.
 */
export function feedImporterRunner(db: Db, readOptions: FeedReadOptions): FeedRunner {
  const open = async (args: FeedRunArgs): Promise<ImporterSource> => {
    const settings = {
      rules: args.rules,
      httpLinkBehavior: args.settings.httpLinkBehavior,
      automaticallyImportSize: args.settings.automaticallyImportSize,
    };
    const base = { tenantId: args.tenantId, settings, signal: args.signal, maxItems: readOptions.maxItems };
    if (args.source.kind === 'file') {
      return { ...base, stream: uploadedStream(args.source.file) };
    }
    const options = { ...readOptions, allowedUrlPrefixes: args.allowedUrlPrefixes };
    const opened = await openFeed(args.source.url, options, args.signal);
    return { ...base, stream: opened.stream, bytesTotal: opened.bytesTotal };
  };
  return {
    async importFeed(args) {
      const source = await open(args).catch(async (error: unknown) => {
        // The run shows why its feed could not be read (its code), as a failure while reading does.
        if (error instanceof FeedFetchError) await failUnreadFeedRun(db, args.runId, error);
        throw error;
      });
      const result = await importFeed(db, { ...source, runId: args.runId });
      // The importer has closed the run with its reason and line; the worker records the job's failure.
      if (result.status === 'failed') {
        const { code, line, message } = result.failure ?? { code: null, line: null, message: 'The import failed.' };
        throw code ? new FeedReadError(code as DetailCode, line, message) : new Error(message);
      }
    },
    async analyseFeed(args) {
      return analyseFeed(db, await open(args));
    },
  };
}
