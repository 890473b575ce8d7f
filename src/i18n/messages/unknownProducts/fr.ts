import type { UnknownProductsTexts } from './ptBR';

export const fr: UnknownProductsTexts = {
  resources: {
    'unknown-products': {
      name: 'Produit inconnu |||| Produits inconnus',
      fields: {
        date: 'Date',
        permalink: 'Lien du produit',
        name: 'Nom',
        hits: 'Visites',
        lastSeenAt: 'Dernière visite',
      },
    },
  },
  app: {
    unknownProducts: {
      empty: "Aucun produit inconnu à cette date, essayez d'autres dates",
      actions: 'Actions',
      move: 'Déplacer vers les produits',
      moved: 'Produit déplacé vers la liste des produits (inactif).',
      export: 'Exporter',
    },
  },
};
