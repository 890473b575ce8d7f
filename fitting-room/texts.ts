import { MEASURE_NAMES } from '../domain/measureNames';

/** The fitting room's languages: the interface's four (a store in European Portuguese reads Portuguese). */
export type FittingRoomLanguage = keyof typeof MEASURE_NAMES;

const pt = {
  button: 'Descobrir meu tamanho',
  title: 'Descubra seu tamanho',
  intro: 'Informe suas medidas: recomendamos o tamanho desta peça que veste melhor.',
  unit: 'Unidade',
  cm: 'cm',
  inches: 'pol.',
  kg: 'kg',
  lb: 'lb',
  submit: 'Ver meu tamanho',
  working: 'Calculando…',
  invalid: 'Informe um número maior que zero.',
  recommended: 'Seu tamanho: {size}',
  noRecommendation: 'Nenhum tamanho desta peça veste bem com essas medidas.',
  fits: 'bom caimento',
  tight: 'mais justo',
  loose: 'mais solto',
  chooseLegend: 'Escolha o tamanho',
  choose: 'Escolher este tamanho',
  chosen: 'Tamanho {size} escolhido.',
  failed: 'Não foi possível calcular agora. Tente de novo.',
  close: 'Fechar',
};

export type FittingRoomTexts = typeof pt;

const en: FittingRoomTexts = {
  button: 'Find my size',
  title: 'Find your size',
  intro: 'Enter your measures: we recommend the size of this item that fits you best.',
  unit: 'Unit',
  cm: 'cm',
  inches: 'in',
  kg: 'kg',
  lb: 'lb',
  submit: 'See my size',
  working: 'Working…',
  invalid: 'Enter a number above zero.',
  recommended: 'Your size: {size}',
  noRecommendation: 'No size of this item fits these measures well.',
  fits: 'fits',
  tight: 'tighter',
  loose: 'looser',
  chooseLegend: 'Choose the size',
  choose: 'Choose this size',
  chosen: 'Size {size} chosen.',
  failed: 'Your size could not be found just now. Please try again.',
  close: 'Close',
};

const es: FittingRoomTexts = {
  button: 'Encontrar mi talla',
  title: 'Encuentre su talla',
  intro: 'Indique sus medidas: le recomendamos la talla de esta prenda que mejor le queda.',
  unit: 'Unidad',
  cm: 'cm',
  inches: 'pulg.',
  kg: 'kg',
  lb: 'lb',
  submit: 'Ver mi talla',
  working: 'Calculando…',
  invalid: 'Indique un número mayor que cero.',
  recommended: 'Su talla: {size}',
  noRecommendation: 'Ninguna talla de esta prenda queda bien con estas medidas.',
  fits: 'queda bien',
  tight: 'más ajustada',
  loose: 'más holgada',
  chooseLegend: 'Elija la talla',
  choose: 'Elegir esta talla',
  chosen: 'Talla {size} elegida.',
  failed: 'No se pudo calcular ahora. Inténtelo de nuevo.',
  close: 'Cerrar',
};

const fr: FittingRoomTexts = {
  button: 'Trouver ma taille',
  title: 'Trouvez votre taille',
  intro: 'Indiquez vos mesures : nous recommandons la taille de cet article qui vous va le mieux.',
  unit: 'Unité',
  cm: 'cm',
  inches: 'po',
  kg: 'kg',
  lb: 'lb',
  submit: 'Voir ma taille',
  working: 'Calcul en cours…',
  invalid: 'Indiquez un nombre supérieur à zéro.',
  recommended: 'Votre taille : {size}',
  noRecommendation: 'Aucune taille de cet article ne vous va bien avec ces mesures.',
  fits: 'bien ajusté',
  tight: 'plus serré',
  loose: 'plus ample',
  chooseLegend: 'Choisissez la taille',
  choose: 'Choisir cette taille',
  chosen: 'Taille {size} choisie.',
  failed: 'Impossible de calculer pour le moment. Réessayez.',
  close: 'Fermer',
};

const TEXTS: Record<FittingRoomLanguage, FittingRoomTexts> = { pt, en, es, fr };

// A language tag or a store language code (ptBR, ptPT, pt-BR, en-US, fr…) to one of the four, if any.
const languageOf = (code: string | null | undefined): FittingRoomLanguage | null => {
  const base = (code ?? '').slice(0, 2).toLowerCase();
  return base in TEXTS ? (base as FittingRoomLanguage) : null;
};

/**
 * The language of the texts: the page's own (`<html lang>`) when it is one of the four, since a store
 * with pages in several languages marks each; else the store's language; else Portuguese.
 */
export const pickLanguage = (storeLanguage: string, pageLanguage: string | null): FittingRoomLanguage =>
  languageOf(pageLanguage) ?? languageOf(storeLanguage) ?? 'pt';

export const textsOf = (language: FittingRoomLanguage) => TEXTS[language];

export const measureName = (language: FittingRoomLanguage, measure: string): string =>
  (MEASURE_NAMES[language] as Record<string, string>)[measure] ?? measure;

/** A text with its `{name}` holes filled. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);
