import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProviderSyncJob } from '../../../contract/providerSync';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNumberFormat } from '../../i18n/numbers';
import { sizeSystemLabel } from '../../resources/brands/sizeSystems';

/** Where a sync job stands, in words: queued, store N of M with a bar, or what it did when it ended. */
export function ProviderSyncJobState({ job }: { job: ProviderSyncJob | undefined }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { number } = useNumberFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.providerSync.${key}`, options);
  if (!job) return <Typography color="text.secondary">{t('status.never')}</Typography>;
  const date = job.finishedAt ? new Date(job.finishedAt).toLocaleString(locale) : '';
  const { storesDone, storesTotal } = job.progress;
  const result =
    job.kind === 'create_tables'
      ? t('create.result', {
          created: number(job.result.created),
          skipped: number(job.result.skippedWithoutStrongBrand),
        })
      : t('link.result', { linked: number(job.result.linked), unmatched: number(job.result.unmatched) });
  return (
    <Box role="status" aria-live="polite">
      {job.sizeSystem && (
        <Typography variant="body2" color="text.secondary">
          {t('status.sizeSystem', { sizeSystem: sizeSystemLabel(job.sizeSystem, translate) })}
        </Typography>
      )}
      {job.status === 'waiting' && <Typography>{t('status.waiting', { author: job.authorName })}</Typography>}
      {job.status === 'running' && (
        <>
          <Typography>{t('status.running', { done: number(storesDone), total: number(storesTotal) })}</Typography>
          <LinearProgress
            aria-label={t('progress')}
            variant={storesTotal > 0 ? 'determinate' : 'indeterminate'}
            value={storesTotal > 0 ? (storesDone / storesTotal) * 100 : undefined}
            sx={{ my: 1 }}
          />
        </>
      )}
      {job.status === 'finished' && <Typography>{t('status.finished', { date, author: job.authorName })}</Typography>}
      {job.status === 'failed' && <Typography color="error">{t('status.failed', { date })}</Typography>}
      {job.status !== 'waiting' && <Typography variant="body2">{result}</Typography>}
    </Box>
  );
}
