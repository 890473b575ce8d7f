import { Link, Tooltip } from '@mui/material';
import { truncateText } from './truncate';

interface Props {
  text: string;
  /** Characters kept before the ellipsis (5 by default, as the spec's helper). */
  max?: number;
  /** Makes it a link to this address, opened in a new tab. */
  href?: string;
}

/**
 * A text cut to `max` characters plus an ellipsis, its whole text shown on hover and on keyboard focus and
 * read whole by screen readers. A text short enough is shown as it is.
 */
export function TruncatedText({ text, max, href }: Props) {
  const short = truncateText(text, max);
  const cut = short !== text;
  const label = cut ? text : undefined;
  const content = href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {short}
    </Link>
  ) : cut ? (
    <span tabIndex={0} aria-label={label}>
      {short}
    </span>
  ) : (
    <>{text}</>
  );
  return cut ? <Tooltip title={text}>{content}</Tooltip> : content;
}
