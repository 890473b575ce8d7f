import type { DetailCode } from '../../../../../domain/errorCodes';

/** One text per detail code of the API, typed so a code without a text is a compile error. */
export type DetailTexts = Record<DetailCode, string>;
