import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExpectedEffectAnswer } from '../../../contract/strongLearning';
import { returnRatesOf } from '../../../domain/expectedEffect';
import { useNumberFormat } from '../../i18n/numbers';

/**
 * What the proposal would have done for the shoppers it was learned from (domain/learningEffect.ts): the
 * returns for size it would have sent to the size asked for, the kept sizes it changes, and the size-return
 * rate before and after, shown above the accept button.
 */
export function ExpectedEffectNote({ effect }: { effect: ExpectedEffectAnswer | null }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  if (!effect)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.strongLearning.effectPending')}
      </Typography>
    );
  const rates = returnRatesOf(effect);
  const points = Math.round((rates.expected - rates.now) * 1000) / 10;
  return (
    <Alert
      severity={rates.expected > rates.now ? 'warning' : 'info'}
      sx={{ mt: 2 }}
      aria-label={translate('app.strongLearning.effectTitle')}
    >
      <Typography variant="subtitle2" component="p">
        {translate('app.strongLearning.effectTitle')}
      </Typography>
      <Typography variant="body2">
        {translate('app.strongLearning.effectReturns', {
          returns: format.number(effect.sizeReturns),
          redirected: format.number(effect.returnsRedirected),
        })}
      </Typography>
      <Typography variant="body2">
        {translate('app.strongLearning.effectKept', {
          kept: format.number(effect.shoppers - effect.sizeReturns),
          moved: format.number(effect.keptMoved),
        })}
      </Typography>
      <Typography variant="body2">
        {translate('app.strongLearning.effectChange', {
          now: format.percent(rates.now),
          expected: format.percent(rates.expected),
          change: `${points > 0 ? '+' : ''}${format.number(points)}`,
        })}
      </Typography>
    </Alert>
  );
}
