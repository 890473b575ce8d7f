import { Chip, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { DateField, useRecordContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { ModelingSummary } from '../../../contract/modelings';

/** The table's sizes as small chips, in table order ("P M G GG"). */
export const SizesField = () => {
  const record = useRecordContext<ModelingSummary>();
  const translate = useTranslate();
  if (!record?.sizes?.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.tables.noSizes')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.sizes.map((size, index) => (
        <Chip key={`${index}-${size}`} label={size} size="small" />
      ))}
    </Stack>
  );
};

/** Date of the last change, written the way the interface language writes dates. */
export const UpdatedAtField = () => {
  return <DateField source="updatedAt" locales={useIntlLocale()} />;
};

/** A lock on static tables; organic ones show nothing, so the few static ones stand out. */
export const StaticField = () => {
  const record = useRecordContext<ModelingSummary>();
  const translate = useTranslate();
  if (!record?.static) return null;
  return <LockIcon fontSize="small" color="action" titleAccess={translate('resources.modelings.fields.static')} />;
};
