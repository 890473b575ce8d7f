import { useTranslate } from 'react-admin';

/** A saved field's value in words, as history shows it: lists joined, yes/no, a dash for nothing. */
export function useValueText() {
  const translate = useTranslate();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return translate('app.tableHistory.changes.empty');
    if (typeof value === 'boolean') return translate(value ? 'app.settingsHistory.yes' : 'app.settingsHistory.no');
    if (Array.isArray(value)) return value.map(String).join(', ') || translate('app.tableHistory.changes.empty');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}
