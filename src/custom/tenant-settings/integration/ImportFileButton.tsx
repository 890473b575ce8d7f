import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FEED_FILES, FileButton } from '../../../components/FileButton';
import { useNumberFormat } from '../../../i18n/numbers';
import { errorNotice } from '../../../providers/saveErrors';
import { jobIsOver, useFeedJob, useUploadFeed } from '../../../resources/integrations/feedQueries';
import { feedFailureText } from '../../../resources/integrations/feedFailureText';
import { RunProgressBar } from '../../../resources/integrations/RunProgressBar';

/** "Import a file": a feed file the user picks is imported once into the store; its job is followed to the end. */
export function ImportFileButton() {
  const translate = useTranslate();
  const { number } = useNumberFormat();
  const upload = useUploadFeed();
  const [jobId, setJobId] = useState<number | null>(null);
  const { data: job, error } = useFeedJob(jobId);
  const running = upload.isPending || (jobId !== null && !error && !jobIsOver(job));

  const onFile = (file: File) => {
    setJobId(null);
    upload.mutate(file, { onSuccess: (id) => setJobId(id) });
  };
  const failure = upload.error ?? error;
  const progress = job?.progress;
  return (
    <Box>
      <FileButton label="app.integration.importFile.label" accept={FEED_FILES} disabled={running} onFile={onFile} />
      {running && (
        <Box role="status" sx={{ mt: 1, maxWidth: 360 }}>
          <RunProgressBar progress={progress ?? { read: 0, bytesRead: 0, bytesTotal: null }} />
        </Box>
      )}
      {failure && !running && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorNotice(failure, translate)}
        </Alert>
      )}
      {job?.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.integration.importFile.failed', { reason: feedFailureText(job, translate) })}
        </Alert>
      )}
      {job?.status === 'finished' && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('app.integration.importFile.finished', {
            read: number(progress?.read ?? 0),
            inserted: number(progress?.inserted ?? 0),
            updated: number(progress?.updated ?? 0),
            errors: number(progress?.errors ?? 0),
          })}
        </Alert>
      )}
    </Box>
  );
}
