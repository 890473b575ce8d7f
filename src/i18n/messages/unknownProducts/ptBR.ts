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
