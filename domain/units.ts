/** Centimetres <-> inches; the web app shows converted values rounded to 4 decimals (spec section 5). */
export const CM_PER_INCH = 2.54;

export const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;
export const cmToIn = (cm: number): number => round4(cm / CM_PER_INCH);
export const inToCm = (inches: number): number => inches * CM_PER_INCH;
