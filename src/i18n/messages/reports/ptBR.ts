/** Reports screen: period and countries, figures, charts, the impact of the service and the CSV of the figures. */
export const ptBR = {
  app: {
    reports: {
      startDate: 'Data inicial',
      endDate: 'Data final',
      countries: 'Países',
      allCountries: 'Todos os países',
      tooLong: 'No máximo %{days} dias por relatório',
      generate: 'Gerar',
      download: 'Baixar CSV',
      fileName: 'relatorio',
      prompt: 'Escolha o período e os países e clique em Gerar.',
      noData: 'Nenhum dado encontrado nestas datas, tente outras datas',
      period: '%{start} a %{end}',
      figures: {
        orders: 'Pedidos',
        items: 'Itens',
        fittingRoomOrders: 'Pedidos com provador',
        recommendationsShown: 'Recomendações exibidas',
        recommendationsFollowed: 'Recomendações seguidas',
        returns: 'Devoluções',
        returnRate: 'Taxa de devolução',
        returnRateWithFittingRoom: 'Taxa de devolução com provador',
        returnRateWithoutFittingRoom: 'Taxa de devolução sem provador',
      },
      byReason: 'Devoluções por motivo',
      bySizeOffset: 'Devoluções pelo tamanho comprado em relação ao recomendado',
      offset: {
        smaller: 'Menor que o recomendado',
        equal: 'O recomendado',
        larger: 'Maior que o recomendado',
      },
      daily: 'Dia a dia',
      topReturned: 'Produtos mais devolvidos',
      product: 'Produto',
      csv: { figure: 'Indicador', value: 'Valor' },
      impact: {
        title: 'O que o serviço mudou',
        fittingRoom: 'Provador virtual',
        followed: 'Recomendação seguida',
        groups: {
          fittingRoom: { a: 'com o provador', b: 'sem o provador' },
          followed: { a: 'no tamanho recomendado', b: 'em outro tamanho' },
        },
        difference: 'Diferença',
        interval: 'Intervalo de 95%',
        less: 'Itens comprados %{groupA} voltaram menos do que os comprados %{groupB}: %{rateA} contra %{rateB}, uma diferença de %{difference} (com 95% de confiança, entre %{low} e %{high}).',
        more: 'Itens comprados %{groupA} voltaram mais do que os comprados %{groupB}: %{rateA} contra %{rateB}, uma diferença de %{difference} (com 95% de confiança, entre %{low} e %{high}).',
        unclear:
          'Ainda não há diferença clara entre itens comprados %{groupA} (%{rateA}) e %{groupB} (%{rateB}): com 95% de confiança, a diferença fica entre %{low} e %{high}, o que inclui zero.',
        insufficient:
          'Ainda não é possível dizer: há poucos itens em um dos grupos (%{sampleA} %{groupA}, %{sampleB} %{groupB}).',
      },
    },
  },
};

export type ReportsTexts = typeof ptBR;
