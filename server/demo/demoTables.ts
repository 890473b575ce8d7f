import type { ModelingBody } from '../../contract/modelings.js';

type Range = [number, number];
const cells = (ranges: Record<string, Range>) =>
  Object.fromEntries(Object.entries(ranges).map(([m, [a, b]]) => [m, { initialValue: a, finalValue: b }]));

/** Realistic size tables of the kinds stores keep, so the Try panel gives sensible answers at first start. */
export function demoTables(): ModelingBody[] {
  return [
    {
      name: 'Blusas femininas',
      type: 'clothes',
      clothesType: 'top',
      gender: 'f',
      ageGroup: 'adult',
      sizeSystem: 'BR',
      sizeSystems: ['BR', 'US', 'EU'],
      measures: ['chest', 'waist', 'hip'],
      variations: { waist: { mode: 'RESTRICT', min: 4, max: 4 }, hip: { mode: 'AMPLE', min: 3, max: 3 } },
      observation: 'Medidas do corpo, em centímetros. Entre dois tamanhos, prefira o maior para caimento solto.',
      rows: [
        {
          labels: { BR: 'P', US: 'S', EU: '36' },
          measures: cells({ chest: [84, 88], waist: [66, 70], hip: [92, 96] }),
        },
        {
          labels: { BR: 'M', US: 'M', EU: '38' },
          measures: cells({ chest: [89, 94], waist: [71, 76], hip: [97, 102] }),
        },
        {
          labels: { BR: 'G', US: 'L', EU: '40' },
          measures: cells({ chest: [95, 100], waist: [77, 82], hip: [103, 108] }),
        },
        {
          labels: { BR: 'GG', US: 'XL', EU: '42' },
          measures: cells({ chest: [101, 108], waist: [83, 90], hip: [109, 116] }),
        },
      ],
    },
    {
      name: 'Calças masculinas',
      type: 'clothes',
      clothesType: 'bottom',
      gender: 'm',
      ageGroup: 'adult',
      sizeSystem: 'BR',
      sizeSystems: ['BR', 'US'],
      measures: ['waist', 'hip', 'insideLeg'],
      variations: { waist: { mode: 'RESTRICT', min: 3, max: 3 }, insideLeg: { mode: 'DISABLED' } },
      rows: [38, 40, 42, 44, 46, 48].map((size, i) => ({
        labels: { BR: String(size), US: String(28 + i * 2) },
        measures: cells({ waist: [74 + i * 4, 77 + i * 4], hip: [92 + i * 4, 95 + i * 4], insideLeg: [80, 82] }),
      })),
    },
    {
      name: 'Tênis unissex',
      type: 'shoe',
      gender: 'u',
      ageGroup: 'adult',
      sizeSystem: 'BR',
      sizeSystems: ['BR', 'US', 'EU'],
      measures: ['insoleLength'],
      variations: { insoleLength: { mode: 'RESTRICT', min: 1, max: 1 } },
      rows: Array.from({ length: 9 }, (_, i) => ({
        labels: { BR: String(34 + i), US: String(4 + i), EU: String(35 + i) },
        // BR shoe sizes step by 2/3 cm of insole length.
        measures: cells({
          insoleLength: [Math.round((22.4 + i * 0.667) * 10) / 10, Math.round((23 + i * 0.667) * 10) / 10],
        }),
      })),
    },
    {
      name: 'Infantil - camisetas',
      type: 'clothes',
      clothesType: 'top',
      gender: 'u',
      ageGroup: 'kids',
      sizeSystem: 'BR',
      sizeSystems: ['BR'],
      measures: ['ageChart', 'height', 'chest'],
      variations: {},
      rows: [
        {
          labels: { BR: '2' },
          measures: { ageChart: { value: '2 anos' }, ...cells({ height: [86, 92], chest: [51, 53] }) },
        },
        {
          labels: { BR: '4' },
          measures: { ageChart: { value: '4 anos' }, ...cells({ height: [98, 104], chest: [54, 56] }) },
        },
        {
          labels: { BR: '6' },
          measures: { ageChart: { value: '6 anos' }, ...cells({ height: [110, 116], chest: [57, 60] }) },
        },
        {
          labels: { BR: '8' },
          measures: { ageChart: { value: '8 anos' }, ...cells({ height: [122, 128], chest: [61, 64] }) },
        },
        {
          labels: { BR: '10' },
          measures: { ageChart: { value: '10 anos' }, ...cells({ height: [134, 140], chest: [65, 68] }) },
        },
      ],
    },
    {
      name: 'Biquínis (tabela informativa)',
      type: 'clothes',
      clothesType: 'underwear_full_body',
      gender: 'f',
      ageGroup: 'adult',
      sizeSystem: 'BR',
      sizeSystems: ['BR'],
      static: true,
      measures: ['underBust', 'hip', 'label1'],
      variations: {},
      observation: 'Tabela de referência: a recomendação automática não se aplica.',
      rows: [
        {
          labels: { BR: 'P' },
          measures: { label1: { value: 'Bojo removível' }, ...cells({ underBust: [68, 72], hip: [90, 94] }) },
        },
        {
          labels: { BR: 'M' },
          measures: { label1: { value: 'Bojo removível' }, ...cells({ underBust: [73, 77], hip: [95, 99] }) },
        },
        {
          labels: { BR: 'G' },
          measures: { label1: { value: 'Bojo fixo' }, ...cells({ underBust: [78, 82], hip: [100, 104] }) },
        },
      ],
    },
  ];
}
