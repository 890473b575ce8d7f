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

export const en: ReportsTexts = {
  app: {
    reports: {
      startDate: 'Start date',
      endDate: 'End date',
      countries: 'Countries',
      allCountries: 'All countries',
      tooLong: 'At most %{days} days per report',
      generate: 'Generate',
      download: 'Download CSV',
      fileName: 'report',
      prompt: 'Choose the period and the countries, then Generate.',
      noData: 'No data found for these dates, try other dates',
      period: '%{start} to %{end}',
      figures: {
        orders: 'Orders',
        items: 'Items',
        fittingRoomOrders: 'Orders through the fitting room',
        recommendationsShown: 'Recommendations shown',
        recommendationsFollowed: 'Recommendations followed',
        returns: 'Returns',
        returnRate: 'Return rate',
        returnRateWithFittingRoom: 'Return rate with the fitting room',
        returnRateWithoutFittingRoom: 'Return rate without the fitting room',
      },
      byReason: 'Returns by reason',
      bySizeOffset: 'Returns by ordered size against the recommended one',
      offset: {
        smaller: 'Smaller than recommended',
        equal: 'The recommended one',
        larger: 'Larger than recommended',
      },
      daily: 'Day by day',
      topReturned: 'Most returned products',
      product: 'Product',
      csv: { figure: 'Figure', value: 'Value' },
      impact: {
        title: 'What the service changed',
        fittingRoom: 'Fitting room',
        followed: 'Recommendation followed',
        groups: {
          fittingRoom: { a: 'with the fitting room', b: 'without it' },
          followed: { a: 'in the recommended size', b: 'in another size' },
        },
        difference: 'Difference',
        interval: '95% interval',
        less: 'Items bought %{groupA} came back less often than those bought %{groupB}: %{rateA} against %{rateB}, a difference of %{difference} (with 95% confidence, between %{low} and %{high}).',
        more: 'Items bought %{groupA} came back more often than those bought %{groupB}: %{rateA} against %{rateB}, a difference of %{difference} (with 95% confidence, between %{low} and %{high}).',
        unclear:
          'No clear difference yet between items bought %{groupA} (%{rateA}) and %{groupB} (%{rateB}): with 95% confidence the difference lies between %{low} and %{high}, which includes zero.',
        insufficient:
          'The difference cannot be told yet: too few items in one of the groups (%{sampleA} %{groupA}, %{sampleB} %{groupB}).',
      },
    },
  },
};

export const es: ReportsTexts = {
  app: {
    reports: {
      startDate: 'Fecha inicial',
      endDate: 'Fecha final',
      countries: 'Países',
      allCountries: 'Todos los países',
      tooLong: 'Como máximo %{days} días por informe',
      generate: 'Generar',
      download: 'Descargar CSV',
      fileName: 'informe',
      prompt: 'Elija el período y los países y haga clic en Generar.',
      noData: 'No se encontraron datos en estas fechas, pruebe otras fechas',
      period: '%{start} a %{end}',
      figures: {
        orders: 'Pedidos',
        items: 'Artículos',
        fittingRoomOrders: 'Pedidos con probador',
        recommendationsShown: 'Recomendaciones mostradas',
        recommendationsFollowed: 'Recomendaciones seguidas',
        returns: 'Devoluciones',
        returnRate: 'Tasa de devolución',
        returnRateWithFittingRoom: 'Tasa de devolución con probador',
        returnRateWithoutFittingRoom: 'Tasa de devolución sin probador',
      },
      byReason: 'Devoluciones por motivo',
      bySizeOffset: 'Devoluciones según la talla comprada frente a la recomendada',
      offset: {
        smaller: 'Menor que la recomendada',
        equal: 'La recomendada',
        larger: 'Mayor que la recomendada',
      },
      daily: 'Día a día',
      topReturned: 'Productos más devueltos',
      product: 'Producto',
      csv: { figure: 'Indicador', value: 'Valor' },
      impact: {
        title: 'Lo que cambió el servicio',
        fittingRoom: 'Probador virtual',
        followed: 'Recomendación seguida',
        groups: {
          fittingRoom: { a: 'con el probador', b: 'sin el probador' },
          followed: { a: 'en la talla recomendada', b: 'en otra talla' },
        },
        difference: 'Diferencia',
        interval: 'Intervalo del 95 %',
        less: 'Los artículos comprados %{groupA} se devolvieron menos que los comprados %{groupB}: %{rateA} frente a %{rateB}, una diferencia de %{difference} (con un 95 % de confianza, entre %{low} y %{high}).',
        more: 'Los artículos comprados %{groupA} se devolvieron más que los comprados %{groupB}: %{rateA} frente a %{rateB}, una diferencia de %{difference} (con un 95 % de confianza, entre %{low} y %{high}).',
        unclear:
          'Todavía no hay una diferencia clara entre los artículos comprados %{groupA} (%{rateA}) y %{groupB} (%{rateB}): con un 95 % de confianza, la diferencia está entre %{low} y %{high}, lo que incluye el cero.',
        insufficient:
          'Todavía no se puede saber: hay pocos artículos en uno de los grupos (%{sampleA} %{groupA}, %{sampleB} %{groupB}).',
      },
    },
  },
};

export const fr: ReportsTexts = {
  app: {
    reports: {
      startDate: 'Date de début',
      endDate: 'Date de fin',
      countries: 'Pays',
      allCountries: 'Tous les pays',
      tooLong: 'Au plus %{days} jours par rapport',
      generate: 'Générer',
      download: 'Télécharger le CSV',
      fileName: 'rapport',
      prompt: 'Choisissez la période et les pays, puis Générer.',
      noData: 'Aucune donnée trouvée à ces dates, essayez d’autres dates',
      period: 'du %{start} au %{end}',
      figures: {
        orders: 'Commandes',
        items: 'Articles',
        fittingRoomOrders: 'Commandes avec la cabine d’essayage',
        recommendationsShown: 'Recommandations affichées',
        recommendationsFollowed: 'Recommandations suivies',
        returns: 'Retours',
        returnRate: 'Taux de retour',
        returnRateWithFittingRoom: 'Taux de retour avec la cabine d’essayage',
        returnRateWithoutFittingRoom: 'Taux de retour sans la cabine d’essayage',
      },
      byReason: 'Retours par motif',
      bySizeOffset: 'Retours selon la taille commandée par rapport à la taille recommandée',
      offset: {
        smaller: 'Plus petite que recommandée',
        equal: 'La taille recommandée',
        larger: 'Plus grande que recommandée',
      },
      daily: 'Jour par jour',
      topReturned: 'Produits les plus retournés',
      product: 'Produit',
      csv: { figure: 'Indicateur', value: 'Valeur' },
      impact: {
        title: 'Ce que le service a changé',
        fittingRoom: 'Cabine d’essayage virtuelle',
        followed: 'Recommandation suivie',
        groups: {
          fittingRoom: { a: 'avec la cabine d’essayage', b: 'sans elle' },
          followed: { a: 'dans la taille recommandée', b: 'dans une autre taille' },
        },
        difference: 'Différence',
        interval: 'Intervalle à 95 %',
        less: 'Les articles achetés %{groupA} sont revenus moins souvent que ceux achetés %{groupB} : %{rateA} contre %{rateB}, soit une différence de %{difference} (avec 95 % de confiance, entre %{low} et %{high}).',
        more: 'Les articles achetés %{groupA} sont revenus plus souvent que ceux achetés %{groupB} : %{rateA} contre %{rateB}, soit une différence de %{difference} (avec 95 % de confiance, entre %{low} et %{high}).',
        unclear:
          'Pas encore de différence nette entre les articles achetés %{groupA} (%{rateA}) et %{groupB} (%{rateB}) : avec 95 % de confiance, la différence se situe entre %{low} et %{high}, ce qui inclut zéro.',
        insufficient:
          'La différence ne peut pas encore être établie : trop peu d’articles dans l’un des groupes (%{sampleA} %{groupA}, %{sampleB} %{groupB}).',
      },
    },
  },
};
