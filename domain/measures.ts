/** Measures of a size chart (spec section 3). Values are stored in centimetres (weight in kilograms). */
export const BODY_MEASURES = ['chest', 'waist', 'hip', 'neck', 'weight', 'underBust'] as const;
export const DEFAULT_BODY_MEASURES = ['chest', 'waist', 'hip'] as const;
/** underBust applies to female tables only. */
export const FEMALE_ONLY_MEASURES = ['underBust'] as const;

export const GARMENT_MEASURES = [
  'biceps',
  'headCircumference',
  'sleeve',
  'wrist',
  'thigh',
  'insideLeg',
  'equivalence',
  'ageChart',
  'label1',
  'label2',
  'label3',
  'length',
  'height',
  'fist',
  'centralSeam',
  'shoulderWidth',
  'insoleLength',
  'insoleWidth',
  'waistUpper',
  'waistLower',
  'weightChart',
  'palm',
  'fullBodyLength',
  'lowerLength',
  'collar',
  'calf',
  'width',
  'circumference',
  'bar',
] as const;

/** Measures whose cells hold text (a label, an age, a weight band) instead of a range. */
export const LABEL_MEASURES = ['label1', 'label2', 'label3', 'ageChart', 'weightChart'] as const;

export type BodyMeasure = (typeof BODY_MEASURES)[number];
export type GarmentMeasure = (typeof GARMENT_MEASURES)[number];
export type Measure = BodyMeasure | GarmentMeasure;

export const ALL_MEASURES: readonly Measure[] = [...BODY_MEASURES, ...GARMENT_MEASURES];

export const isLabelMeasure = (m: string): boolean => (LABEL_MEASURES as readonly string[]).includes(m);
export const isMeasure = (m: string): m is Measure => (ALL_MEASURES as readonly string[]).includes(m);
/** Weight is in kilograms and is not converted to inches. */
export const isLengthMeasure = (m: string): boolean => m !== 'weight' && !isLabelMeasure(m);
