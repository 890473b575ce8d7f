import type { StoreSettingsTexts } from './ptBR';

export const es: StoreSettingsTexts = {
  resources: {
    'tenant-settings': {
      fields: {
        name: 'Nombre',
        domain: 'Dominio',
        subdomains: 'Subdominios',
        tenantLogoUrl: 'URL del logo',
        country: 'País',
        currency: 'Moneda',
        language: 'Idioma',
        sizeSystem: 'Sistema de tallas',
        plan: 'Plan',
        status: 'Estado',
        type: 'Tipo',
        tenantProfile: 'Perfil',
        segment: 'Segmento',
        tenantOperation: 'Operación',
        monitored: 'Monitoreada',
        monitoredReturns: 'Devoluciones monitoreadas',
        multipleCurrencies: 'Varias monedas',
        reportCountries: 'Países del informe',
        forceHttps: 'Forzar HTTPS',
        memorizeSizes: 'Memorizar tallas',
        responsibleName: 'Responsable',
        responsibleId: 'Responsable',
        reviewStatus: 'Estado de la revisión',
        coveredCategories: 'Categorías cubiertas',
        coveredIntegrations: 'Integraciones cubiertas',
        ecommercePlatform: 'Plataforma de e-commerce',
        typeModeling: 'Tipo de tabla',
        observation: 'Observación',
        version: 'Versión',
      },
    },
  },
  app: {
    tenantSettings: {
      tabs: {
        identification: 'Identificación',
      },
    },
    storeSettings: {
      identification: 'Identificación de la tienda',
      coverage: 'Detalles de cobertura',
      subdomain: 'Subdominio',
      saved: 'Configuración de la tienda guardada',
      loadFailed: '¡Error! Actualice la página e inténtelo de nuevo.',
      none: 'Ninguno',
      downloadXml: 'Descargar XML',
      stale: {
        title: 'Cambiado por otra persona',
        fields:
          'Otra persona guardó esta tienda mientras usted editaba. Campos cambiados: %{fields}. Recargue para ver la versión actual; sus cambios no se guardaron.',
        reload: 'Recargar',
      },
      create: {
        open: 'Crear tienda',
        title: 'Nueva tienda',
        submit: 'Crear y abrir',
        domainHint: 'Ej.: tienda.com, sin https://',
      },
      options: {
        languages: {
          ptBR: 'Portugués (Brasil)',
          ptPT: 'Portugués (Portugal)',
          en: 'Inglés',
          es: 'Español',
          fr: 'Francés',
        },
        statuses: {
          TRIAL: 'Prueba',
          ACTIVE: 'Activa',
          INACTIVE: 'Inactiva',
          CHURN: 'Baja',
          PAUSED: 'Pausada',
          IMPLANTATION: 'Implantación',
        },
        types: {
          HIGH_TOUCH: 'High touch',
          TECH_TOUCH: 'Tech touch',
        },
        profiles: {
          OWN: 'Marca propia',
          MULTIBRAND: 'Multimarca',
          MARKETPLACE: 'Marketplace',
        },
        segments: {
          WOMEN_FASHION: 'Moda femenina',
          MEN_FASHION: 'Moda masculina',
          ADULT: 'Adulto',
          KIDS: 'Infantil',
          PLUS_SIZE: 'Talla grande',
          FITNESS_SPORT: 'Fitness y deporte',
          UNDERWEAR: 'Ropa interior',
          DEPARTMENT_STORE: 'Grandes almacenes',
          UNISEX: 'Unisex',
        },
        operations: {
          BRAZIL: 'Brasil',
          INTERNATIONAL: 'Internacional',
        },
        reviewStatuses: {
          AUTOMATIC_INTEGRATION: 'Integración automática',
          MANUAL_INTEGRATION: 'Integración manual',
          MODELING_INTEGRATION: 'Integración por tabla',
        },
        coveredCategories: {
          ACCESSORIES: 'Accesorios',
          CLOTHES: 'Ropa',
          SHOES: 'Calzado',
        },
        coveredIntegrations: {
          XML: 'XML',
          XML_LAMBDA: 'XML (lambda)',
          API_PLATFORM: 'API de la plataforma',
          API_CLIENT: 'API del cliente',
          API_ON_PAGE: 'API en la página',
          MANUAL_INTEGRATION: 'Integración manual',
        },
        typeModelings: {
          PROVADOR: 'Provador',
          OWN: 'Propia',
          ABNT: 'ABNT',
        },
        platforms: {
          OWN: 'Plataforma propia',
          OTHER: 'Otra',
        },
        sizeSystems: {
          CUSTOM: 'Personalizado',
        },
        plans: {
          FREE: 'Gratuito',
          CUSTOM: 'Personalizado',
        },
        vfrVersions: {
          V2: 'Versión 2',
          V3: 'Versión 3',
          V4: 'Versión 4',
        },
      },
    },
  },
};
