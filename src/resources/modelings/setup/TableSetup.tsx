import { useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { BODY_MEASURES, DEFAULT_BODY_MEASURES, GARMENT_MEASURES } from '../../../../domain/measures';
import { filterMeasures, inDisplayOrder, measureOptions } from './filterMeasures';
import { MeasureChecklist } from './MeasureChecklist';

/** What /table/single/new receives (spec section 2: the chosen measures and an empty category list). */
export interface NewTableState {
  measures: string[];
  categories: string[];
  static: boolean;
}

// A provider table (opened from /strong-table with `provider` in the navigation state) goes back to its own list.
const PATHS = {
  store: { list: '/table', newTable: '/table/single/new' },
  provider: { list: '/strong-table', newTable: '/strong-table/new' },
};

/** Measure setup step: pick the columns of a new table among body and garment measures. */
export function TableSetup() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const isStatic = (location.state as { static?: unknown } | null)?.static === true;
  const paths = PATHS[(location.state as { provider?: unknown } | null)?.provider === true ? 'provider' : 'store'];
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(DEFAULT_BODY_MEASURES));

  const body = useMemo(() => measureOptions(BODY_MEASURES, translate), [translate]);
  const garment = useMemo(() => measureOptions(GARMENT_MEASURES, translate), [translate]);
  const shownBody = filterMeasures(body, filter);
  const shownGarment = filterMeasures(garment, filter);

  const toggle = (measure: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(measure)) next.add(measure);
      return next;
    });

  const next = () => {
    const state: NewTableState = { measures: inDisplayOrder(selected), categories: [], static: isStatic };
    navigate(paths.newTable, { state });
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.pages.tableSetup')} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(isStatic ? 'app.tables.setup.staticTitle' : 'app.tables.setup.title')}
        </Typography>
        <TextField
          type="search"
          label={translate('app.tables.setup.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          size="small"
          sx={{ mb: 3, width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <MeasureChecklist title="app.tables.setup.body" options={shownBody} selected={selected} onToggle={toggle} />
        <MeasureChecklist
          title="app.tables.setup.garment"
          options={shownGarment}
          selected={selected}
          onToggle={toggle}
        />
        {shownBody.length + shownGarment.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.tables.setup.noMatch')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography role="status" color="text.secondary" sx={{ flexGrow: 1 }}>
            {translate('app.tables.setup.selected', { smart_count: selected.size })}
          </Typography>
          <Button onClick={() => navigate(paths.list)}>{translate('app.tables.setup.cancel')}</Button>
          <Button onClick={next} disabled={selected.size === 0} variant="contained">
            {translate('app.tables.setup.next')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
