import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { SIZE_SYSTEMS } from '../../../domain/enums';

type Translate = ReturnType<typeof useTranslate>;

// Codes such as BR or US read the same in every language; only CUSTOM is a word.
export const sizeSystemLabel = (code: string, translate: Translate) =>
  code === 'CUSTOM' ? translate('app.brands.sizeSystemCustom') : code;

/** Choices for a SelectInput, already translated (use with translateChoice={false}). */
export function useSizeSystemChoices() {
  const translate = useTranslate();
  return useMemo(() => SIZE_SYSTEMS.map((code) => ({ id: code, name: sizeSystemLabel(code, translate) })), [translate]);
}
