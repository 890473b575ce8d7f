import type { DryRunReport, ImportationRules, IntegrationSettings } from '../../contract/feeds.js';
import type { StoredFile } from '../http/storedUploads.js';

/** Where a feed job reads: the store's feed URL (the runner opens it safely), or an uploaded file. */
export type FeedSource = { kind: 'url'; url: string } | { kind: 'file'; file: StoredFile };

export interface FeedRunArgs {
  tenantId: number;
  source: FeedSource;
  rules: ImportationRules;
  settings: IntegrationSettings;
  /** Aborted when the run is stopped (restart, shutdown, or the job taken away): the runner stops and throws. */
  signal: AbortSignal;
  /**
   * URL prefixes the fetcher allows even when their host is private (the app's own demo-feed route by
   * default, FEED_ALLOWED_URL_PREFIXES otherwise); every other private address stays refused.
   */
  allowedUrlPrefixes: readonly string[];
}

export interface ImportFeedArgs extends FeedRunArgs {
  /** The `import_runs` row to update as the import goes. */
  runId: number;
}

/**
 * What the feed worker runs jobs with: the importer and its dry run. The worker claims jobs, keeps
 * them alive and records their end; the runner reads the feed and writes the catalogue.
 */
export interface FeedRunner {
  importFeed(args: ImportFeedArgs): Promise<void>;
  analyseFeed(args: FeedRunArgs): Promise<DryRunReport>;
}
