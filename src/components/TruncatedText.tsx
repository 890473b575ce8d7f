import { Box, Link, Tooltip } from '@mui/material';
import { truncateText } from './truncate';

interface Props {
  text: string;
  /** Characters kept before the ellipsis (5 by default, as the spec's helper). */
  max?: number;
  /** Makes it a link to this address, opened in a new tab. */
  href?: string;
}

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A text cut to `max` characters plus an ellipsis, its whole text shown on hover and on keyboard focus. Screen
 * readers read it whole from the content itself (the cut part is only hidden from sight and the ellipsis from
 * them), so the name they give starts with what is seen, as WCAG's label-in-name asks. A text short enough is
 * shown as it is.
 */
export function TruncatedText({ text, max, href }: Props) {
  const short = truncateText(text, max);
  if (short === text) {
    return href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    ) : (
      <>{text}</>
    );
  }
  const shown = short.slice(0, -1);
  const inner = (
    <>
      {shown}
      <span aria-hidden="true">…</span>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {text.slice(shown.length)}
      </Box>
    </>
  );
  return (
    // describeChild: the tooltip describes the text instead of naming it again.
    <Tooltip title={text} describeChild>
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {inner}
        </Link>
      ) : (
        <span tabIndex={0}>{inner}</span>
      )}
    </Tooltip>
  );
}
