import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Spinner } from '../../../components/Spinner';
import { useValueText } from '../../../components/useValueText';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { useNotifyError } from '../../../providers/saveErrors';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';
import { useRestoreSettingsVersion, useTenantDetails } from '../identification/storeQueries';
import { useOptionChoices } from '../identification/optionChoices';

/**
 * The store's settings saves, newest first: who, when, and each field changed with its value before and
 * after; an older save can be restored (after a confirmation) as a new save.
 */
export function SettingsHistoryTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('tenant-settings');
  const queryClient = useQueryClient();
  const details = useTenantDetails();
  const restore = useRestoreSettingsVersion();
  const [restoring, setRestoring] = useState<number | null>(null);
  const locale = useIntlLocale();
  const valueText = useValueText();
  const options = useOptionChoices();
  const shown = (field: string, value: unknown) => options.fieldValue(field, value) ?? valueText(value);
  const api = useApi(tenantsApi);
  const history = useInfiniteQuery({
    queryKey: ['tenant-settings', 'history'],
    queryFn: ({ pageParam, signal }) => api.getSettingsHistory(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });
  const label = (field: string) => {
    const name = field.split('.').at(-1) ?? field;
    return translate(`resources.tenant-settings.fields.${name}`, { _: name });
  };
  const confirmRestore = () =>
    restore.mutate(
      { version: restoring!, current: details.data!.version },
      {
        onSuccess: () => notify('app.settingsHistory.restored', { type: 'success' }),
        onError: (error) => {
          notifyError(error);
          void queryClient.invalidateQueries({ queryKey: ['tenants', 'getTenantDetails'] });
          void queryClient.invalidateQueries({ queryKey: ['tenant-settings', 'history'] });
        },
        onSettled: () => setRestoring(null),
      },
    );
  if (history.isPending) return <Spinner />;
  if (history.isError) return <Alert severity="error">{translate('app.tableHistory.loadFailed')}</Alert>;
  const saves = history.data.pages.flatMap((p) => p.data);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('app.settingsHistory.title')}
      </Typography>
      {saves.length === 0 && <Typography>{translate('app.settingsHistory.empty')}</Typography>}
      {saves.map((save) => (
        <Paper key={save.version} variant="outlined" sx={{ p: 1.5, overflowX: 'auto' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
              {translate('app.tableHistory.version', { version: save.version })} ·{' '}
              {save.userName ?? translate('app.tableHistory.nobody')} ·{' '}
              {new Date(save.changedAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}
            </Typography>
            {details.data && save.version < details.data.version && (
              <Button
                size="small"
                startIcon={<RestoreIcon />}
                onClick={() => setRestoring(save.version)}
                aria-label={`${translate('app.tableHistory.restore')}: ${translate('app.tableHistory.version', { version: save.version })}`}
              >
                {translate('app.tableHistory.restore')}
              </Button>
            )}
          </Box>
          {save.changes === null ? (
            <Typography variant="body2" color="text.secondary">
              {save.fields.map(label).join(', ')} — {translate('app.settingsHistory.unknownValues')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.settingsHistory.field')}</TableCell>
                  <TableCell>{translate('app.settingsHistory.before')}</TableCell>
                  <TableCell>{translate('app.settingsHistory.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {save.fields.map((field) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {label(field)}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>
                      {shown(field, save.changes?.[field]?.before)}
                    </TableCell>
                    <TableCell>{shown(field, save.changes?.[field]?.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      ))}
      <Confirm
        isOpen={restoring !== null}
        loading={restore.isPending}
        title="app.tableHistory.restoreTitle"
        translateOptions={{ version: restoring ?? '' }}
        content="app.settingsHistory.restoreText"
        onConfirm={confirmRestore}
        onClose={() => setRestoring(null)}
      />
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {translate('app.tableHistory.more')}
        </Button>
      )}
    </Box>
  );
}
