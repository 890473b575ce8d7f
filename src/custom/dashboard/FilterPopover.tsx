import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Popover,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOptionChoices } from '../tenant-settings/identification/optionChoices';
import { isFilterSet, type DashboardFilters, type FilterDefinition } from './dashboardFilters';

interface Props {
  definition: FilterDefinition;
  filters: DashboardFilters;
  responsibles: { id: number; name: string }[];
  /** Sets (or, with undefined, clears) this filter; the page saves and applies it. */
  onChange: (value: unknown) => void;
}

/** One advanced filter: a button opening a popover with its choices, Clear and Save (spec 2 shell). */
export function FilterPopover({ definition, filters, responsibles, onChange }: Props) {
  const translate = useTranslate();
  const optionNames = useOptionChoices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<unknown>(undefined);
  const label = translate(`app.dashboard.filters.${definition.key}`);
  const open = (element: HTMLElement) => {
    setDraft(filters[definition.key]);
    setAnchor(element);
  };
  const close = () => setAnchor(null);
  const apply = (value: unknown) => {
    onChange(value);
    close();
  };
  const list = Array.isArray(draft) ? (draft as (string | number)[]) : [];
  const toggle = (value: string | number) =>
    setDraft(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  let body;
  if (definition.kind === 'text') {
    body = (
      <TextField
        autoFocus
        size="small"
        label={label}
        value={typeof draft === 'string' ? draft : ''}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(draft);
        }}
      />
    );
  } else if (definition.kind === 'multi' || definition.kind === 'responsible') {
    const options =
      definition.kind === 'multi'
        ? optionNames
            .named(definition.labels, definition.options)
            .map((o) => ({ value: o.id as string | number, name: o.name }))
        : responsibles.map((r) => ({ value: r.id as string | number, name: r.name }));
    body = (
      <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            control={<Checkbox size="small" checked={list.includes(o.value)} onChange={() => toggle(o.value)} />}
            label={o.name}
          />
        ))}
      </FormGroup>
    );
  } else {
    const choices =
      definition.kind === 'presence'
        ? [
            ['', 'any'],
            ['present', 'present'],
            ['active', 'active'],
          ]
        : [
            ['', 'any'],
            ['true', 'yes'],
            ['false', 'no'],
          ];
    body = (
      <RadioGroup
        aria-label={label}
        value={draft === undefined ? '' : String(draft)}
        onChange={(e) => {
          const v = e.target.value;
          setDraft(v === '' ? undefined : definition.kind === 'boolean' ? v === 'true' : v);
        }}
      >
        {choices.map(([value, key]) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" />}
            label={translate(`app.dashboard.filters.${key}`)}
          />
        ))}
      </RadioGroup>
    );
  }

  return (
    <>
      <Badge color="primary" variant="dot" invisible={!isFilterSet(filters, definition.key)}>
        <Button size="small" variant="outlined" onClick={(e) => open(e.currentTarget)} aria-haspopup="dialog">
          {label}
        </Button>
      </Badge>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Box sx={{ p: 2, minWidth: 240 }}>
          {body}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => apply(undefined)}>
              {translate('app.dashboard.filters.clear')}
            </Button>
            <Button size="small" variant="contained" onClick={() => apply(draft)}>
              {translate('app.dashboard.filters.save')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
