import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DryRunReport } from '../../../../contract/feeds';
import { useNumberFormat } from '../../../i18n/numbers';
import { errorDetailText, fieldLabel } from '../../../providers/errorDetailText';
import { feedErrorKey } from '../../../resources/products/list/feedErrorMessages';

const COUNTS = ['items', 'products', 'wouldInsert', 'wouldUpdate', 'wouldLeave', 'wouldDeactivate', 'skipped'] as const;

/** What an import of the checked feed would do: counts, errors by kind with examples, sizes no chart has. */
export function DryRunReportView({ report }: { report: DryRunReport }) {
  const translate = useTranslate();
  const { number } = useNumberFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.integration.check.${key}`, options);
  const kindText = (kind: string) => {
    const key = feedErrorKey({ code: kind });
    return key ? translate(key) : kind;
  };
  return (
    <Box component="section" aria-label={t('report')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 2, mb: 2 }}>
        {COUNTS.map((name) => (
          <Box key={name}>
            <Typography variant="h6">{number(report[name])}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`counts.${name}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      {report.notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorDetailText(report.notice, fieldLabel('tenant-settings', 'url', translate), translate)}
        </Alert>
      )}
      {report.errors.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('noErrors')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mb: 2 }}>
          <Table size="small" aria-label={t('errors')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('errorKind')}</TableCell>
                <TableCell align="right">{t('errorCount')}</TableCell>
                <TableCell>{t('examples')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error) => (
                <TableRow key={error.kind}>
                  <TableCell>
                    {/* Worded as the sync dialog words a run's rows; a kind it does not know shows as it comes. */}
                    {kindText(error.kind)}
                  </TableCell>
                  <TableCell align="right">{number(error.count)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{error.examples.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {report.sizesOutsideCharts.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4">
            {t('sizesOutsideCharts')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {report.sizesOutsideCharts.map((size) => (
              <Chip key={size} size="small" label={size} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
