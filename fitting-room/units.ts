import { isLengthMeasure } from '../domain/measures';
import { CM_PER_INCH } from '../domain/units';

/** The shopper's units: centimetres and kilograms, or inches and pounds. */
export type Unit = 'cm' | 'in';

const KG_PER_LB = 0.45359237;
const factorOf = (measure: string, unit: Unit) =>
  unit === 'cm' ? 1 : isLengthMeasure(measure) ? CM_PER_INCH : KG_PER_LB;

/** A value typed in `unit` as the API takes it (cm, kg), to a tenth. */
export const toMetric = (measure: string, value: number, unit: Unit) =>
  Math.round(value * factorOf(measure, unit) * 10) / 10;

/** A metric value as shown in `unit`, to a tenth. */
export const fromMetric = (measure: string, value: number, unit: Unit) =>
  Math.round((value / factorOf(measure, unit)) * 10) / 10;

/** A number the shopper typed, with a comma or a point; NaN when it is not one. */
export const parseTyped = (text: string): number => {
  const normal = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
};
