import type { Unit } from './units';

/**
 * What the fitting room keeps in the shopper's browser (localStorage of the store's site, never a cookie):
 * the recommendations received, so the order tracker can name them; and, when the store memorizes
 * sizes, the anonymous profile code and the measures, for the next product.
 */
const RECOMMENDATIONS = 'provador.recommendations';
const PROFILE = 'provador.profile';
/** A recommendation older than this is not sent with an order. */
const RECOMMENDATION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface MemorizedProfile {
  profileCode: string;
  unit: Unit;
  /** Metric values (cm, kg) by measure. */
  measures: Record<string, number>;
}

export interface ReceivedRecommendation {
  id: number;
  profileCode: string;
  at: number;
}

// A browser that refuses storage (private modes, full quota) simply keeps nothing.
function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept; the fitting room works the same on this page.
  }
}

export const newProfileCode = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const readProfile = (): MemorizedProfile | null => {
  const profile = read<MemorizedProfile>(PROFILE);
  return profile && typeof profile.profileCode === 'string' && profile.measures ? profile : null;
};

export const writeProfile = (profile: MemorizedProfile) => write(PROFILE, profile);

const liveRecommendations = (now: number) =>
  Object.fromEntries(
    Object.entries(read<Record<string, ReceivedRecommendation>>(RECOMMENDATIONS) ?? {}).filter(
      ([, r]) => typeof r?.id === 'number' && now - r.at < RECOMMENDATION_DAYS * DAY_MS,
    ),
  );

/** Keeps the last recommendation received for a product page, by its permalink. */
export function rememberRecommendation(permalink: string, recommendation: ReceivedRecommendation): void {
  write(RECOMMENDATIONS, { ...liveRecommendations(recommendation.at), [permalink]: recommendation });
}

/** The recommendations received for these permalinks (recent ones only). */
export function recommendationsFor(permalinks: string[], now = Date.now()): Map<string, ReceivedRecommendation> {
  const live = liveRecommendations(now);
  return new Map(permalinks.filter((p) => live[p]).map((p) => [p, live[p]]));
}

/** Forgets the recommendations an order has named, so a later order does not name them again. */
export function forgetRecommendations(permalinks: string[], now = Date.now()): void {
  const live = liveRecommendations(now);
  for (const permalink of permalinks) delete live[permalink];
  write(RECOMMENDATIONS, live);
}
