import { Box, Link, Tooltip } from '@mui/material';

interface Props {
  text: string;
  /** Characters kept before the ellipsis (5 by default, as the spec's helper). */
  max?: number;
  /** Makes it a link to this address, opened in a new tab. */
  href?: string;
}

/**
 * A text cut after about `max` characters with an ellipsis, its whole text shown on hover and on keyboard focus.
 * The cut is drawn by CSS over the whole text, so screen readers read it whole and its name begins with what is
 * seen (WCAG's label in name), with no label of its own to drift from it. A text short enough is shown as it is.
 */
export function TruncatedText({ text, max = 5, href }: Props) {
  if (Array.from(text).length <= max) {
    return href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    ) : (
      <>{text}</>
    );
  }
  const cut = {
    display: 'inline-block',
    // The kept characters and the ellipsis.
    maxWidth: `${max + 1}ch`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  } as const;
  return (
    // describeChild: the tooltip describes the text instead of naming it again.
    <Tooltip title={text} describeChild>
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" sx={cut}>
          {text}
        </Link>
      ) : (
        <Box component="span" tabIndex={0} sx={cut}>
          {text}
        </Box>
      )}
    </Tooltip>
  );
}
