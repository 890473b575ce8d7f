import type { Impact } from '../../../contract/reports';

/** Which sentence tells an impact: its interval below zero, above zero, across zero, or too few items to tell. */
export type ImpactVerdict = 'less' | 'more' | 'unclear' | 'insufficient';

/**
 * A = with the fitting room / in the recommended size, B = the others; the difference is A − B, so an
 * interval wholly below zero means group A came back less. Without enough items in both groups (the
 * server's `sufficient`) no number is told.
 */
export function impactVerdict(impact: Impact): ImpactVerdict {
  if (!impact.sufficient || impact.low === null || impact.high === null) return 'insufficient';
  if (impact.high < 0) return 'less';
  if (impact.low > 0) return 'more';
  return 'unclear';
}
