import { format } from 'date-fns';

/** A row of GET /products/unknown: a product address the store's pages asked about on one day. */
export interface UnknownProduct {
  id: number;
  permalink: string;
  name: string | null;
  hits: number;
  day: string;
  lastSeenAt: string;
}

/** The API's day format (YYYY-MM-DD), for the browser's current day. */
export const today = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');
