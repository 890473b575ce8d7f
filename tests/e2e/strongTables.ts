import { BR_REGULAR_SETUP, range } from '../web/tableFixtures.js';

export { range };

/** A provider table of two sizes (P, M) measured by chest, as the API takes it. */
export const strongTableBody = (name: string) => ({
  name,
  type: 'clothes',
  clothesType: 'top',
  ageGroup: 'adult',
  gender: 'u',
  ...BR_REGULAR_SETUP,
  measures: ['chest'],
  sizeSystems: ['BR'],
  variations: {},
  rows: [
    { labels: { BR: 'P' }, measures: { chest: range(84, 88) } },
    { labels: { BR: 'M' }, measures: { chest: range(89, 94) } },
  ],
});
