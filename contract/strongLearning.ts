import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/**
 * What learning proposes for an organic provider table against what is drawn now
 * (`GET /strong/modelings/single/:id/learning`), and accepting it (`POST .../learning/accept`).
 */
const RangeSchema = Nullable(Type.Object({ initialValue: Type.Number(), finalValue: Type.Number() }));

export const LearnedSizeSchema = Type.Object({
  size: Type.String(),
  /** The table's ranges per measure when learning ran (cm; kg for weight); null where the cell is empty. */
  drawn: Type.Record(Type.String(), RangeSchema),
  /** The proposed ranges per measure; null where there is neither a drawn range nor enough samples. */
  learned: Type.Record(Type.String(), RangeSchema),
  sampleCount: Type.Integer({ minimum: 0, description: 'Shoppers who speak for this size.' }),
  kept: Type.Integer({ minimum: 0 }),
  returnedSmall: Type.Integer({ minimum: 0, description: 'Bought in this size and returned as too small.' }),
  returnedBig: Type.Integer({ minimum: 0, description: 'Bought in this size and returned as too big.' }),
  agreement: Type.Number({ minimum: 0, maximum: 1 }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type LearnedSizeAnswer = Static<typeof LearnedSizeSchema>;

/** What the proposal would have done for the shoppers it was learned from (domain/learningEffect.ts). */
export const ExpectedEffectSchema = Type.Object({
  shoppers: Type.Integer({ minimum: 0, description: 'Bought items learned from.' }),
  sizeReturns: Type.Integer({ minimum: 0, description: 'Of them, returned as too small or too big.' }),
  returnsRedirected: Type.Integer({
    minimum: 0,
    description: 'Returned for size; the learned ranges recommend a size on the side they asked for.',
  }),
  keptMoved: Type.Integer({
    minimum: 0,
    description: 'Kept; the learned ranges recommend another size or none.',
  }),
});
export type ExpectedEffectAnswer = Static<typeof ExpectedEffectSchema>;

export const LearningProposalSchema = Type.Object({
  modelingId: Type.Integer(),
  /** When learning last ran for this table; null when it has nothing to propose yet. */
  learnedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Bought items learned from (kept, or returned as too small or too big). */
  observations: Type.Integer({ minimum: 0 }),
  /** The table was saved after learning ran: accepting is refused until learning runs again. */
  outdated: Type.Boolean(),
  sizes: Type.Array(LearnedSizeSchema),
  /** Null before learning ran, and for proposals made before it was computed. */
  expectedEffect: Nullable(ExpectedEffectSchema),
});
export type LearningProposal = Static<typeof LearningProposalSchema>;

/** What accepting a proposal saved. */
export const LearningAcceptedSchema = Type.Object({
  modelingId: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  /** Sizes whose ranges were written. */
  sizes: Type.Integer({ minimum: 0 }),
});
export type LearningAccepted = Static<typeof LearningAcceptedSchema>;
