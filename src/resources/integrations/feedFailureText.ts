import type { FeedJob } from '../../../contract/feeds';
import { errorDetailText } from '../../providers/errorDetailText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a feed job failed, in the interface language when the server names it with a code (the feed's own
 * fault: not valid XML, an HTTP status, too large...); the feed is named by its field's label.
 */
export function feedFailureText(job: Pick<FeedJob, 'failure' | 'failureDetail'>, translate: Translate): string {
  if (!job.failureDetail) return job.failure ?? '—';
  return errorDetailText(job.failureDetail, translate('resources.tenant-settings.fields.url'), translate);
}
