import { useEffect, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/intlLocale';
import { formatDay, parseDay } from './dayText';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or '' for no day. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day typed as the interface language writes it (dd/mm/aaaa in Portuguese, mm/dd/yyyy in English), whatever
 * the browser's own language: a native date input would follow the browser's. Answers YYYY-MM-DD ('' when
 * emptied); a text that is not a day is marked until it is corrected.
 */
export function DayField({ value, onChange, helperText, error, slotProps, ...props }: Props) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [text, setText] = useState(() => formatDay(value, locale));
  // A value set from outside (a reset, another language) is shown as the language writes it.
  useEffect(() => {
    setText((current) => (parseDay(current, locale) === value ? current : formatDay(value, locale)));
  }, [value, locale]);
  const invalid = text.trim() !== '' && parseDay(text, locale) === null;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const day = typed.trim() === '' ? '' : parseDay(typed, locale);
        if (day !== null && day !== value) onChange(day);
      }}
      error={invalid || error}
      helperText={invalid ? translate('app.dates.invalid') : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', placeholder: translate('app.dates.pattern') },
      }}
    />
  );
}
