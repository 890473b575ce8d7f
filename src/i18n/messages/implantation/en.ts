import type { ImplantationTexts } from './ptBR';

export const en: ImplantationTexts = {
  app: {
    tenantSettings: {
      tabs: {
        implantation: 'Implantation',
      },
    },
    implantation: {
      title: 'Implantation',
      saved: 'Implantation saved.',
      save: 'Save implantation',
      fields: {
        vfrVersion: 'Fitting-room version',
        features: 'Features',
        gtmCode: 'GTM code',
        shoppingTracking: 'Shopping tracking',
        appIntegration: 'Store app integration',
        customerRulesObservation: 'Customer rules (observation)',
      },
      gtmHint: 'E.g. GTM-AB12CD (optional).',
      gtmInvalid: 'Use the form GTM-XXXX (capital letters and digits).',
      key: {
        title: 'Storefront key',
        label: 'Key',
        rotate: 'Rotate key',
        rotated: "New key made. Update the snippet pasted in the store's site.",
        confirmTitle: 'Rotate the storefront key',
        confirmContent:
          "The current key stops working at once: the site's fitting room stops until the new snippet is pasted. Continue?",
      },
      snippet: {
        label: 'Snippet to paste in the site',
        hint: "Paste it in the store's pages, before the closing </body>.",
        copy: 'Copy snippet',
        copied: 'Snippet copied.',
        copyFailed: 'Could not copy; select the text and copy it.',
      },
      featureNames: {
        FITTING_ROOM: 'Fitting room',
        SIZE_CHART: 'Size chart',
        SIZE_CHART_V2: 'Size chart V2',
        RECOMMENDATION_ON_PAGE: 'Recommendation on the page',
        INTEGRATION_ON_PAGE: 'Integration on the page',
        ORDER_TRACKING: 'Order tracking',
        GOOGLE_ANALYTICS: 'Google Analytics',
        SIZE_HINT: 'Size hint',
        SIZE_CONTENT: 'Size content',
        INTEGRATION_WITH_APP: 'App integration',
        CLOTHING_MEASURE: 'Garment measures',
        INTEGRATION_WITH_PLATFORM: 'Platform integration',
        RETURNS_REPORT: 'Returns report',
      },
    },
  },
};
