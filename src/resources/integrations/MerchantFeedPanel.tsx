import { Box, Chip, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../providers/saveErrors';
import { useMerchantFeedState, useRestartMerchantFeed } from './feedQueries';

const REASON_ID = 'merchant-feed-restart-reason';

/** Restarting the merchant-feed worker is for administrators; a moderator sees the button off and why. */
function RestartButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { canAccess, isPending } = useCanAccess({ resource: 'integrations', action: 'restart' });
  const restart = useRestartMerchantFeed();
  const allowed = Boolean(canAccess) && !isPending;
  const onClick = () =>
    restart.mutate(undefined, {
      onSuccess: () => notify('app.integration.merchantFeed.restarted', { type: 'success' }),
      onError: (error) => notifyError(error),
    });
  const button = (
    <Button
      label="app.integration.merchantFeed.restart"
      onClick={onClick}
      disabled={!allowed || restart.isPending}
      aria-describedby={allowed ? undefined : REASON_ID}
      variant="outlined"
    >
      <RestartAltIcon />
    </Button>
  );
  if (allowed || isPending) return button;
  const reason = translate('app.integration.merchantFeed.administratorsOnly');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
      <Tooltip title={reason}>
        <span>{button}</span>
      </Tooltip>
      <Typography id={REASON_ID} variant="caption" color="text.secondary">
        {reason}
      </Typography>
    </Stack>
  );
}

/** The merchant-feed worker: active or inactive (from its heartbeat), and its restart. */
export function MerchantFeedPanel() {
  const translate = useTranslate();
  const { data, error, isPending } = useMerchantFeedState();
  const state = data?.state;
  // While loading, a placeholder rather than a grey chip: the state's chip then appears in its colour at once
  // instead of fading from grey to it, a blend nobody can read.
  const chip = isPending ? (
    <Skeleton
      variant="rounded"
      width={96}
      height={32}
      role="progressbar"
      aria-label={translate('ra.message.loading')}
    />
  ) : error || !state ? (
    <Chip color="error" variant="outlined" label={translate('app.integration.merchantFeed.unknown')} />
  ) : (
    <Chip
      color={state === 'active' ? 'success' : 'default'}
      label={translate(`app.integration.merchantFeed.${state}`)}
    />
  );
  return (
    <Box
      component="section"
      aria-label={translate('app.integration.merchantFeed.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1 }}
    >
      <Typography component="h2" variant="subtitle1">
        {translate('app.integration.merchantFeed.title')}
      </Typography>
      {chip}
      <RestartButton />
    </Box>
  );
}
