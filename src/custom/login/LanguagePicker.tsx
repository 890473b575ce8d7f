import { MenuItem, TextField } from '@mui/material';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/** Interface language, named in each language itself; the i18n provider keeps the choice in browser storage. */
export function LanguagePicker() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      label={translate('app.login.language')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {locales.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
