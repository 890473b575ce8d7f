import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RunProgress } from '../../../contract/feeds';
import { useNumberFormat } from '../../i18n/numbers';

/**
 * How far a running feed import has gone: a bar over the bytes read when the feed announced its length
 * (moving without an end otherwise), and the items read so far.
 */
export function RunProgressBar({ progress }: { progress: Pick<RunProgress, 'read' | 'bytesRead' | 'bytesTotal'> }) {
  const translate = useTranslate();
  const { number, percent } = useNumberFormat();
  const done =
    progress.bytesTotal && progress.bytesTotal > 0 ? Math.min(1, progress.bytesRead / progress.bytesTotal) : null;
  const label = translate('app.integration.progress.label');
  return (
    <Box sx={{ minWidth: 140 }}>
      {done === null ? (
        <LinearProgress aria-label={label} />
      ) : (
        <LinearProgress variant="determinate" value={done * 100} aria-label={label} />
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('app.integration.progress.read', { count: number(progress.read), smart_count: progress.read })}
        {done !== null && ` · ${percent(done)}`}
      </Typography>
    </Box>
  );
}
