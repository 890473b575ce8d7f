import type { StoreSettingsTexts } from './ptBR';

export const en: StoreSettingsTexts = {
  resources: {
    'tenant-settings': {
      fields: {
        name: 'Name',
        domain: 'Domain',
        subdomains: 'Subdomains',
        tenantLogoUrl: 'Logo URL',
        country: 'Country',
        currency: 'Currency',
        language: 'Language',
        sizeSystem: 'Size system',
        plan: 'Plan',
        status: 'Status',
        type: 'Type',
        tenantProfile: 'Profile',
        segment: 'Segment',
        tenantOperation: 'Operation',
        monitored: 'Monitored',
        monitoredReturns: 'Returns monitored',
        multipleCurrencies: 'Multiple currencies',
        reportCountries: 'Report countries',
        forceHttps: 'Force HTTPS',
        memorizeSizes: 'Memorize sizes',
        responsibleName: 'Responsible',
        responsibleId: 'Responsible',
        reviewStatus: 'Review status',
        coveredCategories: 'Covered categories',
        coveredIntegrations: 'Covered integrations',
        ecommercePlatform: 'E-commerce platform',
        typeModeling: 'Table type',
        observation: 'Observation',
        version: 'Version',
      },
    },
  },
  app: {
    tenantSettings: {
      tabs: {
        identification: 'Identification',
      },
    },
    storeSettings: {
      identification: 'Store identification',
      coverage: 'Coverage details',
      subdomain: 'Subdomain',
      saved: 'Store settings saved',
      loadFailed: 'Error! Please refresh the page and try again.',
      none: 'None',
      downloadXml: 'Download XML',
      stale: {
        title: 'Changed by someone else',
        fields:
          'Someone else saved this store while you were editing. Fields changed: %{fields}. Reload to see the current version; your changes were not saved.',
        reload: 'Reload',
      },
      create: {
        open: 'Create store',
        title: 'New store',
        submit: 'Create and open',
        domainHint: 'E.g. store.com, without https://',
      },
      options: {
        languages: {
          ptBR: 'Portuguese (Brazil)',
          ptPT: 'Portuguese (Portugal)',
          en: 'English',
          es: 'Spanish',
          fr: 'French',
        },
        statuses: {
          TRIAL: 'Trial',
          ACTIVE: 'Active',
          INACTIVE: 'Inactive',
          CHURN: 'Churn',
          PAUSED: 'Paused',
          IMPLANTATION: 'Implantation',
        },
        types: {
          HIGH_TOUCH: 'High touch',
          TECH_TOUCH: 'Tech touch',
        },
        profiles: {
          OWN: 'Own brand',
          MULTIBRAND: 'Multibrand',
          MARKETPLACE: 'Marketplace',
        },
        segments: {
          WOMEN_FASHION: "Women's fashion",
          MEN_FASHION: "Men's fashion",
          ADULT: 'Adult',
          KIDS: 'Kids',
          PLUS_SIZE: 'Plus size',
          FITNESS_SPORT: 'Fitness and sport',
          UNDERWEAR: 'Underwear',
          DEPARTMENT_STORE: 'Department store',
          UNISEX: 'Unisex',
        },
        operations: {
          BRAZIL: 'Brazil',
          INTERNATIONAL: 'International',
        },
        reviewStatuses: {
          AUTOMATIC_INTEGRATION: 'Automatic integration',
          MANUAL_INTEGRATION: 'Manual integration',
          MODELING_INTEGRATION: 'Table integration',
        },
        coveredCategories: {
          ACCESSORIES: 'Accessories',
          CLOTHES: 'Clothes',
          SHOES: 'Shoes',
        },
        coveredIntegrations: {
          XML: 'XML',
          XML_LAMBDA: 'XML (lambda)',
          API_PLATFORM: 'Platform API',
          API_CLIENT: "Client's API",
          API_ON_PAGE: 'API on page',
          MANUAL_INTEGRATION: 'Manual integration',
        },
        typeModelings: {
          PROVADOR: 'Provador',
          OWN: 'Own',
          ABNT: 'ABNT',
        },
        platforms: {
          OWN: 'Own platform',
          OTHER: 'Other',
        },
        sizeSystems: {
          CUSTOM: 'Custom',
        },
        plans: {
          FREE: 'Free',
          CUSTOM: 'Custom',
        },
        vfrVersions: {
          V2: 'Version 2',
          V3: 'Version 3',
          V4: 'Version 4',
        },
      },
    },
  },
};
