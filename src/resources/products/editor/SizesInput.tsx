import { useMemo, useState } from 'react';
import { Box, Button as MuiButton, Chip, Stack, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { normalizeSize } from '../../../../domain/productState';
import { isNumberSize } from '../choices';
import type { ModelingChoice } from '../../../../contract/modelings';

const sameSize = (a: string, b: string) => normalizeSize(a) === normalizeSize(b);
const includesSize = (list: readonly string[], size: string) => list.some((s) => sameSize(s, size));

/**
 * The product's available sizes: the sizes of the chosen table as chips to switch on and off, plus any size
 * typed in. Sizes missing from the table stay visible, since they are what puts a product in alert.
 */
export function SizesInput({ modelings }: { modelings: ModelingChoice[] | undefined }) {
  const translate = useTranslate();
  const { field } = useInput<string[]>({ source: 'sizes', defaultValue: [] });
  const selected: string[] = useMemo(() => (Array.isArray(field.value) ? field.value : []), [field.value]);
  const modelingId = useWatch({ name: 'modelingId' });
  const modelingSizes = useMemo(
    () => modelings?.find((c) => c.id === modelingId)?.sizes ?? [],
    [modelings, modelingId],
  );
  const options = useMemo(
    () => [...modelingSizes, ...selected.filter((s) => !includesSize(modelingSizes, s))],
    [modelingSizes, selected],
  );
  const [typed, setTyped] = useState('');

  const set = (sizes: string[]) => field.onChange(sizes);
  const toggle = (size: string) =>
    set(includesSize(selected, size) ? selected.filter((s) => !sameSize(s, size)) : [...selected, size]);
  const addAll = (numbers: boolean) =>
    set([...selected, ...options.filter((s) => isNumberSize(s) === numbers && !includesSize(selected, s))]);
  const addTyped = () => {
    const size = typed.trim();
    if (size && !includesSize(selected, size)) set([...selected, size]);
    setTyped('');
  };
  const outsideTable = modelingId ? selected.filter((s) => !includesSize(modelingSizes, s)) : [];

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('resources.products.fields.sizes')}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}
        role="group"
        aria-label={translate('resources.products.fields.sizes')}
      >
        {options.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.products.editor.noSizes')}
          </Typography>
        )}
        {options.map((size) => {
          const on = includesSize(selected, size);
          return (
            <Chip
              key={size}
              label={size}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => toggle(size)}
              aria-pressed={on}
            />
          );
        })}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <MuiButton size="small" onClick={() => addAll(false)}>
          {translate('app.products.editor.letterSizes')}
        </MuiButton>
        <MuiButton size="small" onClick={() => addAll(true)}>
          {translate('app.products.editor.numberSizes')}
        </MuiButton>
        <TextField
          size="small"
          value={typed}
          label={translate('app.products.editor.newSize')}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTyped();
            }
          }}
        />
        <MuiButton size="small" variant="outlined" onClick={addTyped} disabled={!typed.trim()}>
          {translate('app.products.editor.addSize')}
        </MuiButton>
      </Stack>
      {outsideTable.length > 0 && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {translate('app.products.editor.outsideChart', { sizes: outsideTable.join(', ') })}
        </Typography>
      )}
    </Box>
  );
}
