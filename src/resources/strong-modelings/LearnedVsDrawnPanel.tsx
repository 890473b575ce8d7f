import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Button, Confirm, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { LearnedSizeAnswer } from '../../../contract/strongLearning';
import { Spinner } from '../../components/Spinner';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNumberFormat } from '../../i18n/numbers';
import { useNotifyError } from '../../providers/saveErrors';
import { useApi } from '../../providers/useApi';
import { ExpectedEffectNote } from './ExpectedEffectNote';
import { strongModelingsApi } from './strongModelingsApi';

type Range = LearnedSizeAnswer['learned'][string];

export const learningKey = (modelingId: Identifier) => ['strong-modelings', 'learning', String(modelingId)];

/** Measures any size of the proposal has a drawn or learned range for, in the order first met. */
const measuresOf = (sizes: LearnedSizeAnswer[]) => [
  ...new Set(sizes.flatMap((s) => [...Object.keys(s.drawn), ...Object.keys(s.learned)])),
];

/** A measure's drawn and learned ranges; the learned one is bold where it differs. */
function RangeCell({ drawn, learned }: { drawn: Range | undefined; learned: Range | undefined }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  const text = (r: Range | undefined) =>
    r ? `${format.measure(r.initialValue)}–${format.measure(r.finalValue)}` : translate('app.strongLearning.noRange');
  const changed =
    (drawn?.initialValue ?? null) !== (learned?.initialValue ?? null) ||
    (drawn?.finalValue ?? null) !== (learned?.finalValue ?? null);
  return (
    <TableCell>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {text(drawn)}
      </Box>
      {' → '}
      <Box component="span" sx={{ fontWeight: changed ? 'bold' : undefined }}>
        {text(learned)}
      </Box>
    </TableCell>
  );
}

/**
 * What learning proposes for an organic provider table against its drawn ranges, per size and measure,
 * with samples, kept and returned counts and confidence, and its expected effect on the shoppers it was
 * learned from; a moderator accepts it after a confirmation,
 * which saves the table with the learned ranges.
 */
export function LearnedVsDrawnPanel({ modelingId, onAccepted }: { modelingId: Identifier; onAccepted?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const locale = useIntlLocale();
  const format = useNumberFormat();
  const api = useApi(strongModelingsApi);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, error, isPending } = useQuery({
    queryKey: learningKey(modelingId),
    queryFn: ({ signal }) => api.getStrongLearning(modelingId, signal),
    retry: false,
  });
  const { mutate: accept, isPending: accepting } = useMutation({
    mutationFn: () => api.acceptStrongLearning(modelingId),
    onSuccess: () => {
      setConfirming(false);
      notify('app.strongLearning.accepted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['strong-modelings'] });
      onAccepted?.();
    },
    onError: (e) => {
      setConfirming(false);
      notifyError(e);
      void queryClient.invalidateQueries({ queryKey: learningKey(modelingId) });
    },
  });

  let body;
  if (isPending) body = <Spinner size={24} />;
  else if (error) body = <Alert severity="error">{translate('app.strongLearning.loadError')}</Alert>;
  else if (!data.learnedAt)
    body = <Typography color="text.secondary">{translate('app.strongLearning.nothingYet')}</Typography>;
  else {
    const measures = measuresOf(data.sizes);
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.strongLearning.learnedAt', {
            date: new Date(data.learnedAt).toLocaleString(locale),
            smart_count: data.observations,
          })}
        </Typography>
        {data.outdated && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('app.strongLearning.outdated')}
          </Alert>
        )}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.strongLearning.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.strongLearning.size')}</TableCell>
                {measures.map((m) => (
                  <TableCell key={m}>
                    {translate(`app.measures.${m}`)} ({translate('app.strongLearning.drawn')} →{' '}
                    {translate('app.strongLearning.learned')})
                  </TableCell>
                ))}
                <TableCell align="right">{translate('app.strongLearning.samples')}</TableCell>
                <TableCell align="right">{translate('app.strongLearning.kept')}</TableCell>
                <TableCell align="right">{translate('app.strongLearning.returnedSmall')}</TableCell>
                <TableCell align="right">{translate('app.strongLearning.returnedBig')}</TableCell>
                <TableCell align="right">{translate('app.strongLearning.confidence')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.sizes.map((s) => (
                <TableRow key={s.size}>
                  <TableCell component="th" scope="row">
                    {s.size}
                  </TableCell>
                  {measures.map((m) => (
                    <RangeCell key={m} drawn={s.drawn[m] ?? undefined} learned={s.learned[m] ?? undefined} />
                  ))}
                  <TableCell align="right">{format.number(s.sampleCount)}</TableCell>
                  <TableCell align="right">{format.number(s.kept)}</TableCell>
                  <TableCell align="right">{format.number(s.returnedSmall)}</TableCell>
                  <TableCell align="right">{format.number(s.returnedBig)}</TableCell>
                  <TableCell align="right">{format.percent(s.confidence)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ExpectedEffectNote effect={data.expectedEffect} />
        <Box sx={{ mt: 2 }}>
          <Button
            label="app.strongLearning.accept"
            variant="contained"
            disabled={data.outdated || accepting}
            onClick={() => setConfirming(true)}
          />
        </Box>
        <Confirm
          isOpen={confirming}
          loading={accepting}
          title="app.strongLearning.confirmTitle"
          content="app.strongLearning.confirmText"
          onConfirm={() => accept()}
          onClose={() => setConfirming(false)}
        />
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby="learned-vs-drawn" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="learned-vs-drawn" variant="h6" component="h2">
          {translate('app.strongLearning.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.strongLearning.intro')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
