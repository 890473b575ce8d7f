import type { ReportsTexts } from './ptBR';

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
