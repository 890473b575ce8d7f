import { Box, Chip, Stack, Switch, Typography } from '@mui/material';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdateMany, type Identifier } from 'react-admin';
import { RowLink } from '../../../components/RowLink';
import type { ProductState } from '../../../../domain/productState';
import type { ProductSummary } from '../../../../contract/products';
import { useNotifyError } from '../../../providers/saveErrors';

export const ImageThumbnail = () => {
  const record = useRecordContext<ProductSummary>();
  if (!record) return null;
  if (!record.imageUrl) return <ImageNotSupportedIcon color="disabled" />;
  return (
    <Box
      component="img"
      src={record.imageUrl}
      alt={record.name}
      loading="lazy"
      sx={{ width: 48, height: 48, objectFit: 'contain', display: 'block' }}
    />
  );
};

/** The permalink without its scheme and host, which every product of a store shares. */
const pathOf = (permalink: string): string => {
  const path = URL.canParse(permalink) ? new URL(permalink).pathname : permalink;
  return path === '/' ? permalink : path;
};

/** The permalink's path in small print on one line (whole link on hover). */
export const PermalinkPath = () => {
  const record = useRecordContext<ProductSummary>();
  if (!record) return null;
  return (
    <Typography variant="caption" color="text.secondary" noWrap title={record.permalink} sx={{ display: 'block' }}>
      {pathOf(record.permalink)}
    </Typography>
  );
};

/**
 * The name (a link to the editor), with the permalink's path under it; narrower below a large laptop's
 * width, where the table's last columns (state, fitting room) would otherwise be pushed out of sight.
 */
export const NameField = ({ to }: { to: (id: Identifier) => string }) => {
  const record = useRecordContext<ProductSummary>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: { xs: 140, md: 120, lg: 140 }, maxWidth: { xs: 180, md: 120, lg: 180 } }}>
      <Typography variant="body2">
        <RowLink to={to} />
      </Typography>
      <PermalinkPath />
    </Box>
  );
};

/** The product's sizes as chips, at least three to a line so a long run of sizes stays short. */
export const SizeChips = () => {
  const record = useRecordContext<ProductSummary>();
  if (!record?.sizes?.length) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, width: 112 }}>
      {record.sizes.map((size, index) => (
        <Chip key={`${index}-${size}`} label={size} size="small" />
      ))}
    </Stack>
  );
};

const STATE_COLORS: Record<ProductState, 'default' | 'warning' | 'error' | 'success'> = {
  inactive: 'default',
  pending: 'warning',
  alert: 'error',
  covered: 'success',
};

export const StateChip = () => {
  const record = useRecordContext<ProductSummary>();
  const translate = useTranslate();
  if (!record?.state) return null;
  return (
    <Chip size="small" color={STATE_COLORS[record.state]} label={translate(`app.products.states.${record.state}`)} />
  );
};

/**
 * Turns the fitting room on or off for one product at once. Pessimistic: the state column depends on the
 * server's answer, so the row is refreshed from it rather than guessed.
 */
export const PluginSwitch = () => {
  const record = useRecordContext<ProductSummary>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  if (!record) return null;

  const toggle = (pluginActive: boolean) =>
    updateMany(
      'products',
      { ids: [record.id], data: { pluginActive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(pluginActive ? 'app.products.plugin.on' : 'app.products.plugin.off', {
            type: 'success',
            messageArgs: { name: record.name },
          });
          refresh();
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Switch
      checked={record.pluginActive}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': translate('app.products.plugin.toggle', { name: record.name }) } }}
    />
  );
};
