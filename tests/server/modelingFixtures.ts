/** A women's top table as a client would send it (cm). */
export const topsBody = (name = 'Blusas femininas') => ({
  name,
  type: 'clothes',
  clothesType: 'top',
  gender: 'f',
  sizeSystem: 'BR',
  sizeSystems: ['BR', 'US'],
  measures: ['chest', 'waist', 'label1'],
  variations: { waist: { mode: 'RESTRICT', min: 5, max: 5 } },
  rows: [
    {
      labels: { BR: 'P', US: 'S' },
      measures: {
        chest: { initialValue: 84, finalValue: 88 },
        waist: { initialValue: 66, finalValue: 70 },
        label1: { value: 'PP-P' },
      },
    },
    {
      labels: { BR: 'M', US: 'M' },
      measures: {
        chest: { initialValue: 89, finalValue: 94 },
        waist: { initialValue: 71, finalValue: 76 },
        label1: { value: 'M' },
      },
    },
    {
      labels: { BR: 'G', US: 'L' },
      measures: {
        chest: { initialValue: 95, finalValue: 100 },
        waist: { initialValue: 77, finalValue: 82 },
        label1: { value: 'G' },
      },
    },
  ],
});
