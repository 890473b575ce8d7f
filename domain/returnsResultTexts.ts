import type { ReturnReason } from './enums.js';
import type { ReturnOutcome } from './returnsFile.js';
import type { ReturnsDetail } from './returnsFile.js';

/** What a returns file's result says, in one language: its outcome and reason cells and the e-mail that sends it. */
export interface ResultTexts {
  outcomes: Record<ReturnOutcome, string>;
  reasons: Record<ReturnReason, string>;
  details: {
    blank: (column: string) => string;
    sizeBlank: string;
    badDate: string;
    noOrder: (orderId: string) => string;
    noItem: (orderId: string) => string;
    ambiguous: (orderId: string, count: number) => string;
  };
  subject: string;
  body: (s: { total: number; inserted: number; alreadyReturned: number; invalid: number }) => string;
}

const TEXTS: Record<'pt' | 'en' | 'es' | 'fr', ResultTexts> = {
  pt: {
    outcomes: {
      returned: 'devolvido',
      'already returned': 'já devolvido',
      'no such order': 'pedido não encontrado',
      'no such item': 'item não encontrado',
      ambiguous: 'ambíguo',
      invalid: 'inválido',
    },
    reasons: { SMALL: 'ficou pequeno', BIG: 'ficou grande', UNKNOWN: 'outro' },
    details: {
      blank: (column) => `${column} está em branco`,
      sizeBlank: 'size está em branco (ou escolha ignorar o tamanho comprado)',
      badDate: 'returnDate não é uma data (AAAA-MM-DD)',
      noOrder: (orderId) => `pedido ${orderId} não encontrado`,
      noItem: (orderId) => `nenhum item do pedido ${orderId} combina`,
      ambiguous: (orderId, count) => `${count} itens do pedido ${orderId} combinam`,
    },
    subject: 'Provador: seu arquivo de devoluções foi processado',
    body: (s) =>
      `Linhas lidas: ${s.total}. Devoluções registradas: ${s.inserted}. Já devolvidas: ${s.alreadyReturned}. ` +
      `Não registradas: ${s.invalid}. O arquivo anexo lista cada linha com o seu resultado.`,
  },
  en: {
    outcomes: {
      returned: 'returned',
      'already returned': 'already returned',
      'no such order': 'no such order',
      'no such item': 'no such item',
      ambiguous: 'ambiguous',
      invalid: 'invalid',
    },
    reasons: { SMALL: 'too small', BIG: 'too big', UNKNOWN: 'other' },
    details: {
      blank: (column) => `${column} is blank`,
      sizeBlank: 'size is blank (or choose to ignore the purchased size)',
      badDate: 'returnDate is not a date (YYYY-MM-DD)',
      noOrder: (orderId) => `order ${orderId} not found`,
      noItem: (orderId) => `no item of order ${orderId} matches`,
      ambiguous: (orderId, count) => `${count} items of order ${orderId} match`,
    },
    subject: 'Provador: your returns file was processed',
    body: (s) =>
      `Rows read: ${s.total}. Returns recorded: ${s.inserted}. Already returned: ${s.alreadyReturned}. ` +
      `Not recorded: ${s.invalid}. The attached file lists every row with its outcome.`,
  },
  es: {
    outcomes: {
      returned: 'devuelto',
      'already returned': 'ya devuelto',
      'no such order': 'pedido no encontrado',
      'no such item': 'artículo no encontrado',
      ambiguous: 'ambiguo',
      invalid: 'no válido',
    },
    reasons: { SMALL: 'quedó pequeño', BIG: 'quedó grande', UNKNOWN: 'otro' },
    details: {
      blank: (column) => `${column} está vacío`,
      sizeBlank: 'size está vacío (o elija ignorar la talla comprada)',
      badDate: 'returnDate no es una fecha (AAAA-MM-DD)',
      noOrder: (orderId) => `pedido ${orderId} no encontrado`,
      noItem: (orderId) => `ningún artículo del pedido ${orderId} coincide`,
      ambiguous: (orderId, count) => `${count} artículos del pedido ${orderId} coinciden`,
    },
    subject: 'Provador: su archivo de devoluciones fue procesado',
    body: (s) =>
      `Filas leídas: ${s.total}. Devoluciones registradas: ${s.inserted}. Ya devueltas: ${s.alreadyReturned}. ` +
      `No registradas: ${s.invalid}. El archivo adjunto lista cada fila con su resultado.`,
  },
  fr: {
    outcomes: {
      returned: 'retourné',
      'already returned': 'déjà retourné',
      'no such order': 'commande introuvable',
      'no such item': 'article introuvable',
      ambiguous: 'ambigu',
      invalid: 'non valide',
    },
    reasons: { SMALL: 'trop petit', BIG: 'trop grand', UNKNOWN: 'autre' },
    details: {
      blank: (column) => `${column} est vide`,
      sizeBlank: 'size est vide (ou choisissez d’ignorer la taille achetée)',
      badDate: 'returnDate n’est pas une date (AAAA-MM-JJ)',
      noOrder: (orderId) => `commande ${orderId} introuvable`,
      noItem: (orderId) => `aucun article de la commande ${orderId} ne correspond`,
      ambiguous: (orderId, count) => `${count} articles de la commande ${orderId} correspondent`,
    },
    subject: 'Provador : votre fichier de retours a été traité',
    body: (s) =>
      `Lignes lues : ${s.total}. Retours enregistrés : ${s.inserted}. Déjà retournés : ${s.alreadyReturned}. ` +
      `Non enregistrés : ${s.invalid}. Le fichier joint liste chaque ligne avec son résultat.`,
  },
};

/** A row's reason cell: why it recorded nothing, or the reason of the return it recorded. */
export function reasonCell(texts: ResultTexts, cell: ReturnsDetail | ReturnReason): string {
  if (typeof cell === 'string') return texts.reasons[cell];
  switch (cell.code) {
    case 'blank':
      return texts.details.blank(cell.column);
    case 'sizeBlank':
      return texts.details.sizeBlank;
    case 'badDate':
      return texts.details.badDate;
    case 'noOrder':
      return texts.details.noOrder(cell.orderId);
    case 'noItem':
      return texts.details.noItem(cell.orderId);
    case 'ambiguous':
      return texts.details.ambiguous(cell.orderId, cell.count);
  }
}

/** The texts of a store's language (ptBR and ptPT read Portuguese); English for a language without texts. */
export function returnsResultTexts(storeLanguage: string): ResultTexts {
  const language = storeLanguage.slice(0, 2);
  return language === 'pt' || language === 'es' || language === 'fr' ? TEXTS[language] : TEXTS.en;
}
