import type { Report } from './reportTypes';

/** The report's single figures in the order the cards and the CSV show them; rates are fractions (0..1). */
export const COUNT_FIGURES = [
  'orders',
  'items',
  'fittingRoomOrders',
  'recommendationsShown',
  'recommendationsFollowed',
  'returns',
] as const;
export const RATE_FIGURES = ['returnRate', 'returnRateWithFittingRoom', 'returnRateWithoutFittingRoom'] as const;

export type CountFigure = (typeof COUNT_FIGURES)[number];
export type RateFigure = (typeof RATE_FIGURES)[number];

export const SIZE_OFFSETS = ['smaller', 'equal', 'larger'] as const satisfies readonly (keyof Report['sizeOffset'])[];
