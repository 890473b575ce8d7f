import type { Db } from '../db/connection.js';
import { validation } from '../errors.js';
import {
  dailyFigures,
  FIGURES,
  topReturnedProducts,
  type DailyFigures,
  type ReportScope,
} from '../repositories/reports.js';
import { currencyOf } from '../repositories/storefront.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import type { Impact, Report, ReportQuery } from '../../contract/reports.js';
import { REPORT_MAX_DAYS } from '../../domain/limits.js';
import { MIN_IMPACT_SAMPLE, newcombe } from '../../domain/confidence.js';

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The return rates of group A and B, and the interval of A − B once each group has the minimum sample. */
export function impactOf(returnsA: number, itemsA: number, returnsB: number, itemsB: number): Impact {
  const sufficient = itemsA >= MIN_IMPACT_SAMPLE && itemsB >= MIN_IMPACT_SAMPLE;
  const d = sufficient ? newcombe(returnsA, itemsA, returnsB, itemsB) : null;
  return {
    sufficient,
    rateA: rate(returnsA, itemsA),
    rateB: rate(returnsB, itemsB),
    difference: d?.difference ?? null,
    low: d?.low ?? null,
    high: d?.high ?? null,
    sampleA: itemsA,
    sampleB: itemsB,
  };
}

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;

function scopeOf(tenantId: number, query: ReportQuery): ReportScope {
  const days = daysBetween(query.startDate, query.endDate);
  if (days < 0) {
    throw validation([
      { field: 'querystring.endDate', code: DetailCodes.INVALID, message: 'The end date comes before the start date.' },
    ]);
  }
  if (days >= REPORT_MAX_DAYS) {
    throw validation([
      {
        field: 'querystring.endDate',
        code: DetailCodes.MAXIMUM,
        message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
        params: { max: REPORT_MAX_DAYS },
      },
    ]);
  }
  const countries = [
    ...new Set(
      (query.countries ?? '')
        .split(',')
        .filter(Boolean)
        .map((c) => c.toUpperCase()),
    ),
  ];
  return { tenantId, startDate: query.startDate, endDate: query.endDate, countries };
}

/** The period's figures: the days' summed. */
function totalOf(days: DailyFigures[]) {
  const total = Object.fromEntries([...FIGURES, 'recommendations'].map((n) => [n, 0])) as Record<
    (typeof FIGURES)[number] | 'recommendations',
    number
  >;
  for (const day of days) for (const n of Object.keys(total) as (keyof typeof total)[]) total[n] += day[n];
  return total;
}

/** The report of a period, from the daily figures the database keeps (returns count on their order's day). */
export async function summarize(db: Db, tenantId: number, query: ReportQuery): Promise<Report> {
  const scope = scopeOf(tenantId, query);
  const [daily, topReturned, currency] = await Promise.all([
    dailyFigures(db, scope),
    topReturnedProducts(db, scope),
    currencyOf(db, tenantId),
  ]);
  const s = totalOf(daily);
  const withoutItems = s.items - s.fitting_room_items;
  const withoutReturns = s.returns - s.fitting_room_returns;
  return {
    startDate: scope.startDate,
    endDate: scope.endDate,
    currency,
    orders: s.orders,
    items: s.items,
    fittingRoomOrders: s.fitting_room_orders,
    recommendationsShown: s.recommendations,
    recommendationsFollowed: s.followed_items,
    returns: s.returns,
    returnRate: rate(s.returns, s.items),
    returnRateWithFittingRoom: rate(s.fitting_room_returns, s.fitting_room_items),
    returnRateWithoutFittingRoom: rate(withoutReturns, withoutItems),
    reasons: { SMALL: s.reason_small, BIG: s.reason_big, UNKNOWN: s.reason_unknown },
    sizeOffset: { smaller: s.offset_smaller, equal: s.offset_equal, larger: s.offset_larger },
    topReturned,
    daily: daily
      .filter((d) => d.hasOrders)
      .map((d) => ({
        day: d.day,
        orders: d.orders,
        items: d.items,
        returns: d.returns,
        fittingRoomOrders: d.fitting_room_orders,
      })),
    impact: {
      fittingRoom: impactOf(s.fitting_room_returns, s.fitting_room_items, withoutReturns, withoutItems),
      followed: impactOf(
        s.followed_returns,
        s.followed_items,
        s.recommended_returns - s.followed_returns,
        s.recommended_items - s.followed_items,
      ),
    },
  };
}
