/** A size range of a table's cell, as the API takes and answers it. */
export const range = (initialValue: number, finalValue: number) => ({ initialValue, finalValue });

/** The size setup of a regular BR table: no composed measure, not an accessory, no observation. */
export const BR_REGULAR_SETUP = {
  sizeType: 'regular',
  sizeSystem: 'BR',
  composedMeasure: null,
  composedMeasureOrder: 'DISABLED',
  accessory: false,
  observation: '',
} as const;
