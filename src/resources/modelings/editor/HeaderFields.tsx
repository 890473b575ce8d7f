import { memo, type Dispatch } from 'react';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AGE_GROUPS, GENDERS, SIZE_SYSTEMS } from '../../../../domain/enums';
import { CLOTHES_TYPES, COMPOSED_ORDERS, SIZE_TYPES, TABLE_TYPES } from '../../../../domain/modeling';
import { COMPOSED_MEASURE_MAX_LENGTH, NAME_MAX_LENGTH, OBSERVATION_MAX_LENGTH } from '../../../../domain/limits';
import { BrandField } from './BrandField';
import type { EditorAction, EditorTable, HeaderField } from './editorState';
import { sizeSystemName } from './SizeSystemColumns';
import { TABLE_SIZE_SETUP_FIELDS } from '../tableFieldGroups';

interface HeaderFieldsProps {
  table: EditorTable;
  /** The name's problem, translated. */
  nameError?: string;
  /** The store brand and the "informative only" switch, which only store tables have. */
  storeFields: boolean;
  dispatch: Dispatch<EditorAction>;
}

const layout = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  '& .MuiFormControl-root': { m: 0 },
  '& .MuiFormControlLabel-root': { m: 0, minHeight: 40 },
} as const;

// An empty value stands for "none" in selects whose field may be null.
const NONE = '';

/** The table's own fields above the grid. */
function HeaderFieldsView({ table, nameError, storeFields, dispatch }: HeaderFieldsProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.modelings.fields.${field}`);
  const set = (field: HeaderField, value: unknown) => dispatch({ type: 'setField', field, value });

  const select = (
    field: HeaderField,
    values: readonly string[],
    textOf: (v: string) => string,
    extra?: { none?: string; disabled?: boolean },
  ) => (
    <TextField
      select
      size="small"
      label={label(field)}
      value={(table[field] as string | null) ?? NONE}
      disabled={extra?.disabled}
      onChange={(event) => set(field, event.target.value === NONE ? null : event.target.value)}
    >
      {extra?.none !== undefined && <MenuItem value={NONE}>{extra.none}</MenuItem>}
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {textOf(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={layout}>
      <TextField
        size="small"
        required
        sx={{ gridColumn: 'span 2' }}
        label={label('name')}
        value={table.name}
        error={!!nameError}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        onChange={(event) => set('name', event.target.value)}
      />
      {select('type', TABLE_TYPES, (v) => translate(`app.tableTypes.${v}`))}
      {select('clothesType', CLOTHES_TYPES, (v) => translate(`app.clothesTypes.${v}`), {
        none: translate('app.tableEditor.none'),
        disabled: table.type === 'shoe',
      })}
      {select('ageGroup', AGE_GROUPS, (v) => translate(`app.ageGroups.${v}`))}
      {select('gender', GENDERS, (v) => translate(`app.genders.${v}`))}
      {select('sizeType', SIZE_TYPES, (v) => translate(`app.sizeTypes.${v}`))}
      <TextField
        select
        size="small"
        label={label('sizeSystem')}
        value={table.sizeSystem}
        onChange={(event) => dispatch({ type: 'setSizeSystem', system: event.target.value })}
      >
        {SIZE_SYSTEMS.map((s) => (
          <MenuItem key={s} value={s}>
            {sizeSystemName(s, translate)}
          </MenuItem>
        ))}
      </TextField>
      {storeFields && (
        <BrandField
          id={table.brandId}
          name={table.brandName}
          onChange={(id, name) => dispatch({ type: 'setBrand', id, name })}
        />
      )}
      <TextField
        size="small"
        label={label('composedMeasure')}
        value={table.composedMeasure}
        slotProps={{ htmlInput: { maxLength: COMPOSED_MEASURE_MAX_LENGTH } }}
        onChange={(event) => set('composedMeasure', event.target.value)}
      />
      {select('composedMeasureOrder', COMPOSED_ORDERS, (v) => translate(`app.tableEditor.composedOrders.${v}`))}
      <FormControlLabel
        control={<Switch checked={table.accessory} onChange={(event) => set('accessory', event.target.checked)} />}
        label={label('accessory')}
      />
      {storeFields && (
        <FormControlLabel
          control={<Switch checked={table.static} onChange={(event) => set('static', event.target.checked)} />}
          label={label('static')}
        />
      )}
      <TextField
        size="small"
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
        label={label('observation')}
        value={table.observation}
        slotProps={{ htmlInput: { maxLength: OBSERVATION_MAX_LENGTH } }}
        onChange={(event) => set('observation', event.target.value)}
      />
    </Box>
  );
}

const HEADER_KEYS: readonly (keyof EditorTable)[] = [
  'name',
  'type',
  'clothesType',
  'ageGroup',
  'brandId',
  'brandName',
  'gender',
  ...TABLE_SIZE_SETUP_FIELDS,
  'static',
];

// Typing in the grid changes the table, not these fields; they stay as they are.
export const HeaderFields = memo(
  HeaderFieldsView,
  (prev, next) =>
    prev.dispatch === next.dispatch &&
    prev.nameError === next.nameError &&
    prev.storeFields === next.storeFields &&
    HEADER_KEYS.every((k) => prev.table[k] === next.table[k]),
);
