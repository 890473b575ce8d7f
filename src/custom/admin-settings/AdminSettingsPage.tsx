import { Alert, Box, Card, CardContent, Stack } from '@mui/material';
import { Button, Title, useTranslate } from 'react-admin';
import { Spinner } from '../../components/Spinner';
import { errorNotice } from '../../providers/saveErrors';
import { useAdminSettings } from './adminSettingsQueries';
import { AdminSettingsForm } from './AdminSettingsForm';
import { InvalidateCachesButton } from './InvalidateCachesButton';
import { SettingsChanges } from './SettingsChanges';

/** /admin-settings: the service-wide settings, who changed them, and the cache invalidation. */
export function AdminSettingsPage() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useAdminSettings();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.pages.adminSettings')} />
      {isPending ? (
        <Spinner size="2em" />
      ) : error || !data ? (
        <Alert severity="error" action={<Button label="ra.action.refresh" onClick={() => void refetch()} />}>
          {errorNotice(error, translate)}
        </Alert>
      ) : (
        <>
          <Card>
            <CardContent>
              {/* A new version (a save, a reload) starts the form over from what the server holds. */}
              <AdminSettingsForm key={data.version} settings={data} onReload={() => void refetch()} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <InvalidateCachesButton />
                <SettingsChanges changes={data.changes} />
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
