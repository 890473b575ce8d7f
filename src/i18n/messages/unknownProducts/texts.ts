/** Unknown products screen: columns, the move-to-products action, export and the empty day. */
export const ptBR = {
  resources: {
    'unknown-products': {
      name: 'Produto desconhecido |||| Produtos desconhecidos',
      fields: {
        date: 'Data',
        permalink: 'Link do produto',
        name: 'Nome',
        hits: 'Acessos',
        lastSeenAt: 'Último acesso',
      },
    },
  },
  app: {
    unknownProducts: {
      empty: 'Nenhum produto desconhecido nesta data, tente outras datas',
      actions: 'Ações',
      move: 'Mover para produtos',
      moved: 'Produto movido para a lista de produtos (inativo).',
      export: 'Exportar',
    },
  },
};

export type UnknownProductsTexts = typeof ptBR;

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

export const es: UnknownProductsTexts = {
  resources: {
    'unknown-products': {
      name: 'Producto desconocido |||| Productos desconocidos',
      fields: {
        date: 'Fecha',
        permalink: 'Enlace del producto',
        name: 'Nombre',
        hits: 'Visitas',
        lastSeenAt: 'Última visita',
      },
    },
  },
  app: {
    unknownProducts: {
      empty: 'No hay productos desconocidos en esta fecha, prueba otras fechas',
      actions: 'Acciones',
      move: 'Mover a productos',
      moved: 'Producto movido a la lista de productos (inactivo).',
      export: 'Exportar',
    },
  },
};

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
