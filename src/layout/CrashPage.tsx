import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reloadPage } from '../components/pageReload';
import { useApi } from '../providers/useApi';
import { appApi } from '../providers/appApi';
import { crashReportAtCurrentPage } from './crashReport';

interface Props {
  error: unknown;
}

/**
 * What an uncaught rendering error shows (react-admin's `error` component, both around the whole app
 * and inside the layout). It reports the crash once and offers a fresh start at the site root.
 */
export function CrashPage({ error }: Props) {
  const translate = useTranslate();
  const api = useApi(appApi);
  // A failed report is not retried nor shown: nothing more can be done from a crashed page, which still offers the reload.
  const { mutate: report } = useMutation({ mutationFn: api.sendCrashReport });
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    report(crashReportAtCurrentPage(error));
  }, [error, report]);

  return (
    <Box
      role="alert"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1">
        {translate('app.crash.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.crash.message')}</Typography>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => reloadPage('/')}>
        {translate('app.crash.reload')}
      </Button>
    </Box>
  );
}
