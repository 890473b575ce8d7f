import type { ImplantationTexts } from './ptBR';

export const fr: ImplantationTexts = {
  app: {
    tenantSettings: {
      tabs: {
        implantation: 'Implantation',
      },
    },
    implantation: {
      title: 'Implantation',
      saved: 'Implantation enregistrée.',
      save: "Enregistrer l'implantation",
      fields: {
        vfrVersion: 'Version de la cabine',
        features: 'Fonctionnalités',
        gtmCode: 'Code GTM',
        shoppingTracking: 'Suivi des achats',
        appIntegration: "Intégration avec l'app de la boutique",
        customerRulesObservation: 'Règles du client (observation)',
      },
      gtmHint: 'Ex. : GTM-AB12CD (facultatif).',
      gtmInvalid: 'Utilisez le format GTM-XXXX (majuscules et chiffres).',
      key: {
        title: 'Clé de la boutique en ligne',
        label: 'Clé',
        rotate: 'Changer la clé',
        rotated: 'Nouvelle clé créée. Mettez à jour le code collé sur le site de la boutique.',
        confirmTitle: 'Changer la clé de la boutique en ligne',
        confirmContent:
          "La clé actuelle cesse de fonctionner immédiatement : la cabine du site s'arrête jusqu'à ce que le nouveau code soit collé. Continuer ?",
      },
      snippet: {
        label: 'Code à coller sur le site',
        hint: 'Collez-le dans les pages de la boutique, avant la fermeture de </body>.',
        copy: 'Copier le code',
        copied: 'Code copié.',
        copyFailed: 'Copie impossible ; sélectionnez le texte et copiez-le.',
      },
      featureNames: {
        FITTING_ROOM: 'Cabine virtuelle',
        SIZE_CHART: 'Guide des tailles',
        SIZE_CHART_V2: 'Guide des tailles V2',
        RECOMMENDATION_ON_PAGE: 'Recommandation sur la page',
        INTEGRATION_ON_PAGE: 'Intégration sur la page',
        ORDER_TRACKING: 'Suivi des commandes',
        GOOGLE_ANALYTICS: 'Google Analytics',
        SIZE_HINT: 'Conseil de taille',
        SIZE_CONTENT: 'Contenu des tailles',
        INTEGRATION_WITH_APP: 'Intégration avec une app',
        CLOTHING_MEASURE: 'Mesures du vêtement',
        INTEGRATION_WITH_PLATFORM: 'Intégration avec la plateforme',
        RETURNS_REPORT: 'Rapport des retours',
      },
    },
  },
};
