/** Orders screens: the item list, its filters, one order's page and the return of an item. */
export const ptBR = {
  resources: {
    orders: {
      name: 'Pedido |||| Pedidos',
      fields: {
        orderId: 'Pedido',
        sku: 'SKU',
        productName: 'Produto',
        orderedAt: 'Data do pedido',
        returnedAt: 'Data da devolução',
        orderedSize: 'Tamanho comprado',
        recommendedSize: 'Tamanho recomendado',
        returnReason: 'Motivo da devolução',
        startDate: 'Data inicial',
        endDate: 'Data final',
        onlyReturned: 'Somente devolvidos',
        virtual: 'Usou o provador',
        onlyRecommendation: 'Somente com recomendação',
      },
    },
  },
  app: {
    orders: {
      reasons: { SMALL: 'Ficou pequeno', BIG: 'Ficou grande', UNKNOWN: 'Outro' },
      empty: 'Nenhum pedido nestas datas, tente outras datas',
      notFound: 'Pedido não encontrado nesta loja.',
      back: 'Voltar aos pedidos',
      summary: 'Resumo',
      items: 'Itens',
      fittingRoom: 'Provador virtual',
      fittingRoomUsed: 'Usou o provador',
      fittingRoomNotUsed: 'Não usou o provador',
      country: 'País',
      profileCode: 'Identificação do perfil',
      shopperAge: 'Idade',
      total: 'Total',
      price: 'Preço',
      quantity: 'Quantidade',
      status: 'Devolução',
      notReturned: 'Não devolvido',
      returnedOn: 'Devolvido em %{date}: %{reason}',
      registerReturn: 'Registrar devolução',
      returnTitle: 'Devolução de %{product} (tamanho %{size})',
      returnReason: 'Por que o item foi devolvido?',
      confirmReturn: 'Registrar',
      returned: 'Devolução registrada.',
    },
  },
};

export type OrdersTexts = typeof ptBR;
