import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../domain/limits';
import { BrandField } from '../../resources/modelings/editor/BrandField';
import type { StrongModelingLink } from './strongModelingKind';

interface Props {
  link: StrongModelingLink;
  onChange: (link: StrongModelingLink) => void;
}

/** The provider brand and model a product's strong link finds this table by. */
export function StrongModelingLinkFields({ link, onChange }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      <BrandField
        resource="strong-brands"
        label="resources.strong-modelings.fields.strongBrandName"
        id={link.strongBrandId}
        name={link.strongBrandName}
        onChange={(strongBrandId, strongBrandName) => onChange({ ...link, strongBrandId, strongBrandName })}
      />
      <TextField
        size="small"
        label={translate('resources.strong-modelings.fields.model')}
        value={link.model ?? ''}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        onChange={(event) => onChange({ ...link, model: event.target.value })}
      />
    </Box>
  );
}
