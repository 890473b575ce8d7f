import type { StoreSettingsTexts } from './ptBR';

export const fr: StoreSettingsTexts = {
  resources: {
    'tenant-settings': {
      fields: {
        name: 'Nom',
        domain: 'Domaine',
        subdomains: 'Sous-domaines',
        tenantLogoUrl: 'URL du logo',
        country: 'Pays',
        currency: 'Devise',
        language: 'Langue',
        sizeSystem: 'Système de tailles',
        plan: 'Offre',
        status: 'Statut',
        type: 'Type',
        tenantProfile: 'Profil',
        segment: 'Segment',
        tenantOperation: 'Opération',
        monitored: 'Surveillée',
        monitoredReturns: 'Retours surveillés',
        multipleCurrencies: 'Plusieurs devises',
        reportCountries: 'Pays du rapport',
        forceHttps: 'Forcer HTTPS',
        memorizeSizes: 'Mémoriser les tailles',
        responsibleName: 'Responsable',
        responsibleId: 'Responsable',
        reviewStatus: 'Statut de la revue',
        coveredCategories: 'Catégories couvertes',
        coveredIntegrations: 'Intégrations couvertes',
        ecommercePlatform: 'Plateforme e-commerce',
        typeModeling: 'Type de tableau',
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
      identification: 'Identification de la boutique',
      coverage: 'Détails de couverture',
      subdomain: 'Sous-domaine',
      saved: 'Paramètres de la boutique enregistrés',
      loadFailed: 'Erreur ! Veuillez actualiser la page et réessayer.',
      none: 'Aucun',
      downloadXml: 'Télécharger le XML',
      stale: {
        title: "Modifié par quelqu'un d'autre",
        fields:
          "Quelqu'un d'autre a enregistré cette boutique pendant votre modification. Champs modifiés : %{fields}. Rechargez pour voir la version actuelle ; vos modifications n'ont pas été enregistrées.",
        reload: 'Recharger',
      },
      create: {
        open: 'Créer une boutique',
        title: 'Nouvelle boutique',
        submit: 'Créer et ouvrir',
        domainHint: 'Ex. : boutique.fr, sans https://',
      },
      options: {
        languages: {
          ptBR: 'Portugais (Brésil)',
          ptPT: 'Portugais (Portugal)',
          en: 'Anglais',
          es: 'Espagnol',
          fr: 'Français',
        },
        statuses: {
          TRIAL: 'Essai',
          ACTIVE: 'Active',
          INACTIVE: 'Inactive',
          CHURN: 'Résiliée',
          PAUSED: 'En pause',
          IMPLANTATION: 'Mise en place',
        },
        types: {
          HIGH_TOUCH: 'High touch',
          TECH_TOUCH: 'Tech touch',
        },
        profiles: {
          OWN: 'Marque propre',
          MULTIBRAND: 'Multimarque',
          MARKETPLACE: 'Place de marché',
        },
        segments: {
          WOMEN_FASHION: 'Mode femme',
          MEN_FASHION: 'Mode homme',
          ADULT: 'Adulte',
          KIDS: 'Enfant',
          PLUS_SIZE: 'Grande taille',
          FITNESS_SPORT: 'Fitness et sport',
          UNDERWEAR: 'Lingerie',
          DEPARTMENT_STORE: 'Grand magasin',
          UNISEX: 'Unisexe',
        },
        operations: {
          BRAZIL: 'Brésil',
          INTERNATIONAL: 'International',
        },
        reviewStatuses: {
          AUTOMATIC_INTEGRATION: 'Intégration automatique',
          MANUAL_INTEGRATION: 'Intégration manuelle',
          MODELING_INTEGRATION: 'Intégration par tableau',
        },
        coveredCategories: {
          ACCESSORIES: 'Accessoires',
          CLOTHES: 'Vêtements',
          SHOES: 'Chaussures',
        },
        coveredIntegrations: {
          XML: 'XML',
          XML_LAMBDA: 'XML (lambda)',
          API_PLATFORM: 'API de la plateforme',
          API_CLIENT: 'API du client',
          API_ON_PAGE: 'API sur la page',
          MANUAL_INTEGRATION: 'Intégration manuelle',
        },
        typeModelings: {
          PROVADOR: 'Provador',
          OWN: 'Propre',
          ABNT: 'ABNT',
        },
        platforms: {
          OWN: 'Plateforme propre',
          OTHER: 'Autre',
        },
        sizeSystems: {
          CUSTOM: 'Personnalisé',
        },
        plans: {
          FREE: 'Gratuit',
          CUSTOM: 'Personnalisé',
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
