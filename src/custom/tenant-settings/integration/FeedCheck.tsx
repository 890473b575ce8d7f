import { useEffect, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FEED_FILES, FileButton } from '../../../components/FileButton';
import type { FeedSource } from '../../../resources/integrations/importationsApi';
import { errorNotice } from '../../../providers/saveErrors';
import { jobIsOver, useFeedJob, useStartFeedCheck } from '../../../resources/integrations/feedQueries';
import { feedFailureText } from '../../../resources/integrations/feedFailureText';
import { RunProgressBar } from '../../../resources/integrations/RunProgressBar';
import { DryRunReportView } from './DryRunReportView';
import { submissionErrors } from './submissionErrors';

const URL_FIELD = 'productIntegrationXmlLink';

interface Props {
  /** Called with the address once its check has finished, so the form may save it. */
  onChecked: (url: string) => void;
}

/**
 * "Check feed": reads the feed at the typed address, or a file the user picks, as an import would and
 * shows what it would do, without writing anything. The check runs on the server; its job is polled.
 */
export function FeedCheck({ onChecked }: Props) {
  const translate = useTranslate();
  const { setError } = useFormContext();
  const url = (useWatch({ name: URL_FIELD }) as string | null | undefined)?.trim() ?? '';
  const start = useStartFeedCheck();
  const [job, setJob] = useState<{ id: number; url: string | null } | null>(null);
  const { data, error } = useFeedJob(job?.id ?? null);

  const check = (source: FeedSource) => {
    setJob(null);
    start.mutate(source, {
      onSuccess: (id) => setJob({ id, url: 'url' in source ? source.url : null }),
      onError: (failure) => {
        const fieldErrors = submissionErrors(failure, 'tenant-settings', (path) => path === 'url', translate);
        if (fieldErrors) setError(URL_FIELD, { type: 'server', message: fieldErrors.url });
      },
    });
  };

  const finished = data?.status === 'finished' && data.report;
  const checkedUrl = finished ? job?.url : null;
  useEffect(() => {
    if (checkedUrl) onChecked(checkedUrl);
  }, [checkedUrl, onChecked]);
  const running = start.isPending || (job !== null && !error && !jobIsOver(data));

  return (
    <Box component="section" aria-labelledby="feed-check-title" aria-busy={running} sx={{ mt: 2 }}>
      <Typography id="feed-check-title" variant="subtitle1" component="h3">
        {translate('app.integration.check.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.integration.check.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <Button
          label="app.integration.check.checkUrl"
          variant="outlined"
          disabled={!url || running}
          onClick={() => check({ url })}
        >
          <FactCheckIcon />
        </Button>
        <FileButton
          label="app.integration.check.checkFile"
          accept={FEED_FILES}
          disabled={running}
          onFile={(file) => check({ file })}
        />
      </Stack>
      {running && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2">{translate('app.integration.check.running')}</Typography>
          <RunProgressBar progress={data?.progress ?? { read: 0, bytesRead: 0, bytesTotal: null }} />
        </Box>
      )}
      {start.error && !start.isPending && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorNotice(start.error, translate, 'tenant-settings')}
        </Alert>
      )}
      {error && <Alert severity="error">{errorNotice(error, translate)}</Alert>}
      {data?.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.integration.check.failed', { reason: feedFailureText(data, translate) })}
        </Alert>
      )}
      {finished && <DryRunReportView report={data.report!} />}
    </Box>
  );
}
