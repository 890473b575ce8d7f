/** How a measurement table's sizes are set up and noted: the same fields in the store's and the provider's tables. */
export const TABLE_SIZE_SETUP_FIELDS = [
  'sizeType',
  'sizeSystem',
  'composedMeasure',
  'composedMeasureOrder',
  'accessory',
  'observation',
] as const;

/** A measurement table's grid (its measures, size labels and ranges) and the version it was read at. */
export const TABLE_GRID_FIELDS = ['measures', 'sizeSystems', 'variations', 'rows', 'version'] as const;
