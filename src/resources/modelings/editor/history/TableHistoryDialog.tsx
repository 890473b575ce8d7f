import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { Confirm, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { VersionSummary } from '../../../../../contract/tableHistory';
import { Spinner } from '../../../../components/Spinner';
import { useIntlLocale } from '../../../../i18n/intlLocale';
import { useApi } from '../../../../providers/useApi';
import { modelingsApi } from '../../modelingsApi';
import type { EditorKind } from '../editorKind';
import { VersionChanges } from './VersionChanges';
import { useNotifyError } from '../../../../providers/saveErrors';

interface TableHistoryDialogProps {
  kind: EditorKind;
  recordId: Identifier;
  onClose: () => void;
  /** Whether the editor holds changes not saved yet: a restore replaces them, so the confirmation says so. */
  isDirty: () => boolean;
}

/** A version's line: who, when, how, and what it changed in a few words. */
function useVersionLine() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (v: VersionSummary) => {
    const when = new Date(v.savedAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
    const who = v.userName ?? translate('app.tableHistory.nobody');
    const s = v.summary;
    const parts = [
      s.changedCells > 0 && translate('app.tableHistory.summary.cells', { smart_count: s.changedCells }),
      s.addedSizes.length > 0 && translate('app.tableHistory.summary.added', { smart_count: s.addedSizes.length }),
      s.removedSizes.length > 0 &&
        translate('app.tableHistory.summary.removed', { smart_count: s.removedSizes.length }),
      s.fields.length > 0 && translate('app.tableHistory.summary.fields', { smart_count: s.fields.length }),
    ].filter(Boolean);
    return {
      primary: `${translate('app.tableHistory.version', { version: v.version })} · ${translate(`app.tableHistory.origins.${v.origin}`)}`,
      secondary: `${who} · ${when} · ${parts.join(', ') || translate('app.tableHistory.summary.nothing')}`,
    };
  };
}

/**
 * A table's versions, newest first; choosing one shows its changes per size and measure, and "Restore
 * this version" (after a confirmation that warns of unsaved edits) saves it again as a new version,
 * after which the editor reads the table again.
 */
export function TableHistoryDialog({ kind, recordId, onClose, isDirty }: TableHistoryDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useApi(modelingsApi);
  const queryClient = useQueryClient();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const line = useVersionLine();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const historyKey = [kind.resource, 'history', String(recordId)];

  const history = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam, signal }) => api.getTableHistory(kind.historyBase, recordId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });
  const versions = history.data?.pages.flatMap((p) => p.data) ?? [];
  const current = history.data?.pages[0]?.current;
  const version = useQuery({
    queryKey: [...historyKey, selected],
    queryFn: ({ signal }) => api.getTableVersion(kind.historyBase, recordId, selected!, signal),
    enabled: selected !== null,
  });
  const restore = useMutation({
    mutationFn: () => api.restoreTableVersion(kind.historyBase, recordId, selected!, current!),
    onSuccess: async () => {
      notify('app.tableHistory.restored', { type: 'success' });
      setConfirming(false);
      onClose();
      // The editor starts over from the table as it is now.
      await queryClient.invalidateQueries({ queryKey: [kind.resource] });
    },
    onError: (error) => {
      setConfirming(false);
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });

  return (
    <Dialog open onClose={onClose} fullScreen={narrow} fullWidth maxWidth="lg" aria-labelledby="table-history-title">
      <DialogTitle id="table-history-title">{translate('app.tableHistory.title')}</DialogTitle>
      <DialogContent dividers>
        {history.isPending && <Spinner />}
        {history.isError && <Alert severity="error">{translate('app.tableHistory.loadFailed')}</Alert>}
        {history.isSuccess && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
              alignItems: 'start',
            }}
          >
            <Box>
              <Typography variant="subtitle2" component="h3">
                {translate('app.tableHistory.versions')}
              </Typography>
              {versions.length === 0 && <Typography>{translate('app.tableHistory.empty')}</Typography>}
              <List dense aria-label={translate('app.tableHistory.versions')}>
                {versions.map((v) => {
                  const text = line(v);
                  return (
                    // A list holds list items: each version is an item with its button inside.
                    <ListItem key={v.version} disablePadding>
                      <ListItemButton
                        selected={v.version === selected}
                        aria-current={v.version === selected ? 'true' : undefined}
                        onClick={() => setSelected(v.version)}
                      >
                        <ListItemText
                          primary={
                            v.version === current
                              ? `${text.primary} (${translate('app.tableHistory.current')})`
                              : text.primary
                          }
                          secondary={text.secondary}
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
              {history.hasNextPage && (
                <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                  {translate('app.tableHistory.more')}
                </Button>
              )}
            </Box>
            <Box>
              {selected === null && (
                <Typography color="text.secondary">{translate('app.tableHistory.choose')}</Typography>
              )}
              {selected !== null && version.isPending && <Spinner />}
              {version.isError && <Alert severity="error">{translate('app.tableHistory.loadFailed')}</Alert>}
              {version.data && version.data.version === selected && (
                <>
                  <VersionChanges version={version.data} resource={kind.resource} />
                  {selected !== current && (
                    <Button
                      sx={{ mt: 2 }}
                      variant="contained"
                      startIcon={<RestoreIcon />}
                      onClick={() => setConfirming(true)}
                      disabled={current === undefined}
                    >
                      {translate('app.tableHistory.restore')}
                    </Button>
                  )}
                </>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.tableHistory.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={restore.isPending}
        title="app.tableHistory.restoreTitle"
        translateOptions={{ version: selected ?? '' }}
        content={
          <>
            <Typography>{translate('app.tableHistory.restoreText')}</Typography>
            {isDirty() && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('app.tableHistory.restoreDirty')}
              </Alert>
            )}
          </>
        }
        onConfirm={() => restore.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
