import type { UnknownProductsTexts } from './ptBR';

export const en: UnknownProductsTexts = {
  resources: {
    'unknown-products': {
      name: 'Unknown product |||| Unknown products',
      fields: {
        date: 'Date',
        permalink: 'Product link',
        name: 'Name',
        hits: 'Hits',
        lastSeenAt: 'Last seen',
      },
    },
  },
  app: {
    unknownProducts: {
      empty: 'No unknown products for this date, try other dates',
      actions: 'Actions',
      move: 'Move to products',
      moved: 'Product moved to the product list (inactive).',
      export: 'Export',
    },
  },
};
