/** A size range of a provider table's cell, as the API takes it. */
export const range = (initialValue: number, finalValue: number) => ({ initialValue, finalValue });

/** A provider table of two sizes (P, M) measured by chest, as the API takes it. */
export const strongTableBody = (name: string) => ({
  name,
  type: 'clothes',
  clothesType: 'top',
  ageGroup: 'adult',
  gender: 'u',
  sizeType: 'regular',
  sizeSystem: 'BR',
  composedMeasure: null,
  composedMeasureOrder: 'DISABLED',
  accessory: false,
  observation: '',
  measures: ['chest'],
  sizeSystems: ['BR'],
  variations: {},
  rows: [
    { labels: { BR: 'P' }, measures: { chest: range(84, 88) } },
    { labels: { BR: 'M' }, measures: { chest: range(89, 94) } },
  ],
});
