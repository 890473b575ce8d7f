import type { StrongLearningTexts } from './ptBR';

export const fr: StrongLearningTexts = {
  app: {
    strongLearning: {
      title: 'Appris ou dessiné',
      intro:
        'Plages apprises de ce que les acheteurs ont gardé et retourné, par taille. Le tableau ne change pas tant que vous n’acceptez pas.',
      nothingYet:
        'Rien d’appris pour l’instant : l’apprentissage tourne régulièrement sur les commandes et retours des boutiques.',
      learnedAt:
        'Appris le %{date} à partir de %{smart_count} article |||| Appris le %{date} à partir de %{smart_count} articles',
      outdated: 'Le tableau a été enregistré après l’apprentissage ; acceptez après le prochain apprentissage.',
      size: 'Taille',
      drawn: 'Dessiné',
      learned: 'Appris',
      samples: 'Échantillons',
      kept: 'Gardés',
      returnedSmall: 'Retournés trop petits',
      returnedBig: 'Retournés trop grands',
      confidence: 'Confiance',
      noRange: '—',
      accept: 'Accepter l’appris',
      confirmTitle: 'Accepter les plages apprises ?',
      confirmText:
        'Les plages apprises remplacent les dessinées dans toutes les tailles, comme un enregistrement normal du tableau.',
      accepted: 'Plages apprises appliquées au tableau',
      loadError: 'Impossible de lire l’apprentissage de ce tableau.',
    },
  },
};
