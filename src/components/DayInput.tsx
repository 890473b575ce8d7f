import { useInput, useResourceContext, useTranslateLabel } from 'react-admin';
import { DayField } from './DayField';

/** react-admin's date input (a list filter, a form field) typed as the interface language writes days. */
export function DayInput({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const { field, id } = useInput({ source });
  return (
    <DayField
      id={id}
      label={translateLabel({ source, resource })}
      value={(field.value as string | null) ?? ''}
      onChange={(day) => field.onChange(day || null)}
      onBlur={field.onBlur}
      size="small"
      sx={{ minWidth: 150 }}
    />
  );
}
