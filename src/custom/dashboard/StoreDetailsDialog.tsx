import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import type { ImportationRules } from '../../../contract/feeds';
import { Spinner } from '../../components/Spinner';
import { DIALOG_WIDTHS } from '../../components/dialogWidths';
import { NOTICES } from '../../providers/notices';
import { useApi } from '../../providers/useApi';
import { dashboardApi } from './dashboardApi';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useOptionChoices } from '../tenant-settings/identification/optionChoices';
import { ImportationRulesSummary } from './ImportationRulesSummary';
import { StoreEditDialog } from './StoreEditDialog';

// The chart library loads with the first details view opened.
const TrendChart = lazy(() => import('./TrendChart').then((m) => ({ default: m.TrendChart })));

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </div>
  );
}

/** A store's details (spec 2): domain, feed, rules, tracking code and its trend over the last days. */
export function StoreDetailsDialog({ storeId, onClose }: { storeId: number; onClose: () => void }) {
  const translate = useTranslate();
  const api = useApi(dashboardApi);
  const locale = useIntlLocale();
  const optionNames = useOptionChoices();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [editing, setEditing] = useState(false);
  const general = useQuery({
    queryKey: ['dashboard', 'general', storeId],
    queryFn: ({ signal }) => api.getDashboardGeneral(storeId, signal),
    retry: false,
  });
  const details = useQuery({
    queryKey: ['dashboard', 'details', storeId],
    queryFn: ({ signal }) => api.getDashboardDetails(storeId, signal),
    retry: false,
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dashboard.details.${key}`, options);
  const store = general.data;
  let content;
  if (general.isPending) content = <Spinner />;
  else if (general.error) content = <Alert severity="error">{translate(NOTICES.error)}</Alert>;
  else if (!store) content = <Alert severity="info">{translate(NOTICES.noData)}</Alert>;
  else
    content = (
      <Stack spacing={1.5}>
        <Field label={t('domain')}>{store.domain}</Field>
        <Field label={t('feed')}>{store.feedUrl ?? t('noFeed')}</Field>
        <Field label="">
          {store.lastFeed
            ? t('lastFeed', {
                status: t(`runStatuses.${store.lastFeed.status}`, { _: store.lastFeed.status }),
                date: new Date(store.lastFeed.at).toLocaleString(locale),
              })
            : t('noRun')}
        </Field>
        <Field label={t('rules')}>
          <ImportationRulesSummary rules={store.rules as Partial<ImportationRules> | null} />
        </Field>
        <Field label={t('trackingCode')}>
          <code>{store.trackingCode}</code>
        </Field>
        <Field label={t('gtmCode')}>{store.gtmCode ?? '—'}</Field>
        <Field label={t('responsible')}>{store.responsibleName ?? '—'}</Field>
        <Field label={t('features')}>
          {store.features.map((f) => optionNames.label('features', f)).join(', ') || '—'}
        </Field>
        <Typography variant="body2">{t('products', store.products)}</Typography>
        <Typography variant="subtitle2" component="h3">
          {t('trend', { days: details.data?.days ?? 30 })}
        </Typography>
        {details.data?.series.length === 0 ? (
          <Typography color="text.secondary">{translate(NOTICES.noData)}</Typography>
        ) : details.data ? (
          <Suspense fallback={<Spinner />}>
            <TrendChart series={details.data.series} />
          </Suspense>
        ) : details.error ? (
          <Alert severity="error">{translate(NOTICES.error)}</Alert>
        ) : (
          <Spinner />
        )}
      </Stack>
    );
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth={false}
      PaperProps={{ sx: { width: DIALOG_WIDTHS.default } }}
    >
      <DialogTitle>{store ? `${t('title')}: ${store.name}` : t('title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        {store && (
          <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {editing && <StoreEditDialog storeId={storeId} onClose={() => setEditing(false)} />}
    </Dialog>
  );
}
