/** The order of day, month and year in a language's short dates (pt-BR: day first; en: month first). */
export function dayPartOrder(locale: string): ('day' | 'month' | 'year')[] {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2000, 0, 31)))
    .map((part) => part.type)
    .filter((type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year');
}

/** A day (YYYY-MM-DD) as the language writes it: 31/12/2026 in Portuguese, 12/31/2026 in English. */
export function formatDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The API's day format (YYYY-MM-DD) for the browser's current day. */
export const today = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * A typed day as YYYY-MM-DD: in the language's order (any separator), or already YYYY-MM-DD. Null when it
 * is not a day of the calendar (31/02) or not complete.
 */
export function parseDay(text: string, locale: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order = numbers[0]!.length === 4 ? (['year', 'month', 'day'] as const) : dayPartOrder(locale);
  const value = Object.fromEntries(order.map((part, i) => [part, Number(numbers[i])])) as Record<string, number>;
  const { day, month, year } = value as { day: number; month: number; year: number };
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
