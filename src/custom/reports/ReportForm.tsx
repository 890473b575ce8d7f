import { useMemo, useState, type FormEvent } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { differenceInCalendarDays } from 'date-fns';
import { REPORT_MAX_DAYS } from '../../../domain/limits';
import { COUNTRY_CODES } from '../../../domain/countries';
import { DayField } from '../../components/DayField';
import { useCountryName } from '../../i18n/countryNames';
import type { ReportRequest } from './reportTypes';

interface Props {
  initial: ReportRequest;
  onGenerate: (request: ReportRequest) => void;
}

/** Period (both days included) and countries (none = every country), then Generate. */
export function ReportForm({ initial, onGenerate }: Props) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [countries, setCountries] = useState(initial.countries);
  const options = useMemo(
    () => [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b))),
    [countryName],
  );
  // The server refuses a longer period; saying so beside the dates spares the round trip.
  const tooLong = Boolean(startDate && endDate && differenceInCalendarDays(endDate, startDate) > REPORT_MAX_DAYS);
  const valid = Boolean(startDate && endDate && startDate <= endDate && !tooLong);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onGenerate({ startDate, endDate, countries });
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
    >
      <DayField label={translate('app.reports.startDate')} value={startDate} onChange={setStartDate} size="small" />
      <DayField
        label={translate('app.reports.endDate')}
        value={endDate}
        onChange={setEndDate}
        error={tooLong}
        helperText={tooLong ? translate('app.reports.tooLong', { days: REPORT_MAX_DAYS }) : undefined}
        size="small"
      />
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={countries}
        onChange={(_event, value) => setCountries(value)}
        getOptionLabel={countryName}
        sx={{ minWidth: 260, flex: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.reports.countries')}
            placeholder={countries.length ? undefined : translate('app.reports.allCountries')}
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={!valid}>
        {translate('app.reports.generate')}
      </Button>
    </Stack>
  );
}
