import { Type, type Static } from 'typebox';
import { DaySchema, Nullable } from './common.js';
import { REPORT_MAX_DAYS } from '../domain/limits.js';

/** `GET /reports/summarize`: what the storefront's data says about a period. Pure: no I/O. */

export const ReportQuerySchema = Type.Object(
  {
    startDate: DaySchema({ description: 'First day, YYYY-MM-DD (UTC).' }),
    endDate: DaySchema({ description: `Last day, included; at most ${REPORT_MAX_DAYS} days after startDate.` }),
    countries: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$',
        maxLength: 750,
        description: 'ISO 3166 alpha-2 codes, comma-separated (default: every country).',
      }),
    ),
  },
  { additionalProperties: true },
);
export type ReportQuery = Static<typeof ReportQuerySchema>;

/**
 * The return rates of two groups (A: with the fitting room / recommendation followed; B: the others),
 * their difference A − B and its 95% confidence interval (Newcombe's hybrid score method, from Wilson
 * intervals). `sufficient` is false when a group is below the minimum sample: the figures are then
 * still given, but the difference cannot be told yet.
 */
export const ImpactSchema = Type.Object({
  sufficient: Type.Boolean(),
  rateA: Nullable(Type.Number()),
  rateB: Nullable(Type.Number()),
  difference: Nullable(Type.Number()),
  low: Nullable(Type.Number()),
  high: Nullable(Type.Number()),
  sampleA: Type.Integer(),
  sampleB: Type.Integer(),
});
export type Impact = Static<typeof ImpactSchema>;

const count = Type.Integer({ minimum: 0 });
/** A share from 0 to 1, null when nothing was counted. */
const rate = Nullable(Type.Number({ minimum: 0, maximum: 1 }));

export const ReportSchema = Type.Object({
  startDate: Type.String({ format: 'date' }),
  endDate: Type.String({ format: 'date' }),
  currency: Type.String({ description: "The store's currency, ISO 4217." }),
  orders: count,
  items: count,
  fittingRoomOrders: count,
  recommendationsShown: Type.Integer({ description: 'Recommendations the size engine answered in the period.' }),
  recommendationsFollowed: Type.Integer({ description: 'Ordered items whose size was the one recommended.' }),
  returns: count,
  returnRate: rate,
  returnRateWithFittingRoom: rate,
  returnRateWithoutFittingRoom: rate,
  reasons: Type.Object({ SMALL: count, BIG: count, UNKNOWN: count }),
  sizeOffset: Type.Object(
    { smaller: count, equal: count, larger: count },
    { description: 'Returned items with a recommendation: ordered size smaller than, equal to or larger than it.' },
  ),
  topReturned: Type.Array(
    Type.Object({
      productId: Nullable(Type.Integer()),
      productName: Type.String(),
      permalink: Type.String(),
      returns: count,
      items: count,
    }),
    { maxItems: 10 },
  ),
  daily: Type.Array(
    Type.Object({
      day: Type.String({ format: 'date' }),
      orders: count,
      items: count,
      returns: count,
      fittingRoomOrders: count,
    }),
  ),
  impact: Type.Object({ fittingRoom: ImpactSchema, followed: ImpactSchema }),
});
export type Report = Static<typeof ReportSchema>;
