import { describe, expect, it } from 'vitest';
import { everyDay } from '../../src/custom/reports/reportFigures.js';

describe('the day-by-day series of a report', () => {
  it('has every day of the period, zeros on days without orders, the days with orders as the report gave them', () => {
    const busy = { day: '2026-02-28', orders: 3, items: 4, returns: 1, fittingRoomOrders: 2 };
    const days = everyDay({ startDate: '2026-02-27', endDate: '2026-03-02', daily: [busy] });
    expect(days).toEqual([
      { day: '2026-02-27', orders: 0, items: 0, returns: 0, fittingRoomOrders: 0 },
      busy,
      { day: '2026-03-01', orders: 0, items: 0, returns: 0, fittingRoomOrders: 0 },
      { day: '2026-03-02', orders: 0, items: 0, returns: 0, fittingRoomOrders: 0 },
    ]);
  });

  it('keeps a single-day period to that day, across a change of summer time too', () => {
    expect(everyDay({ startDate: '2026-10-25', endDate: '2026-10-25', daily: [] }).map((d) => d.day)).toEqual([
      '2026-10-25',
    ]);
    expect(everyDay({ startDate: '2026-03-28', endDate: '2026-03-30', daily: [] })).toHaveLength(3);
  });
});
