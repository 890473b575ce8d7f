import { today } from '../../src/components/dayText.js';

/** The day `days` before today in the app's format (YYYY-MM-DD), on the local calendar the browser shares. */
export function daysAgo(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return today(day);
}
