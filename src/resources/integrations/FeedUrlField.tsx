import { useRecordContext } from 'react-admin';
import type { QueueEntry } from '../../../contract/feeds';
import { TruncatedText } from '../../components/TruncatedText';

/** Characters of a feed's address shown in the queue; the whole one on hover. */
const URL_SHOWN = 40;

/** A queue entry's feed address, cut to fit the row, or a dash when the store has none. */
export function FeedUrlField() {
  const entry = useRecordContext<QueueEntry>();
  if (!entry?.feedUrl) return <>—</>;
  return <TruncatedText text={entry.feedUrl} max={URL_SHOWN} />;
}
