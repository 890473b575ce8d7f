/** Store settings: the identification tab, coverage details, new store, the stale-save notice and the option names. */
export const ptBR = {
  resources: {
    'tenant-settings': {
      fields: {
        name: 'Nome',
        domain: 'Domínio',
        subdomains: 'Subdomínios',
        tenantLogoUrl: 'URL do logo',
        country: 'País',
        currency: 'Moeda',
        language: 'Idioma',
        sizeSystem: 'Sistema de tamanhos',
        plan: 'Plano',
        status: 'Status',
        type: 'Tipo',
        tenantProfile: 'Perfil',
        segment: 'Segmento',
        tenantOperation: 'Operação',
        monitored: 'Monitorada',
        monitoredReturns: 'Devoluções monitoradas',
        multipleCurrencies: 'Várias moedas',
        reportCountries: 'Países do relatório',
        forceHttps: 'Forçar HTTPS',
        memorizeSizes: 'Memorizar tamanhos',
        responsibleName: 'Responsável',
        responsibleId: 'Responsável',
        reviewStatus: 'Status da revisão',
        coveredCategories: 'Categorias cobertas',
        coveredIntegrations: 'Integrações cobertas',
        ecommercePlatform: 'Plataforma de e-commerce',
        typeModeling: 'Tipo de tabela',
        observation: 'Observação',
        version: 'Versão',
      },
    },
  },
  app: {
    tenantSettings: {
      tabs: {
        identification: 'Identificação',
      },
    },
    storeSettings: {
      identification: 'Identificação da loja',
      coverage: 'Detalhes de cobertura',
      subdomain: 'Subdomínio',
      saved: 'Configurações da loja salvas',
      loadFailed: 'Erro! Atualize a página e tente novamente.',
      none: 'Nenhum',
      downloadXml: 'Baixar XML',
      stale: {
        title: 'Alterado por outra pessoa',
        fields:
          'Outra pessoa salvou esta loja enquanto você editava. Campos alterados: %{fields}. Recarregue para ver a versão atual; suas alterações não foram salvas.',
        reload: 'Recarregar',
      },
      create: {
        open: 'Criar loja',
        title: 'Nova loja',
        submit: 'Criar e abrir',
        domainHint: 'Ex.: loja.com.br, sem https://',
      },
      options: {
        languages: {
          ptBR: 'Português (Brasil)',
          ptPT: 'Português (Portugal)',
          en: 'Inglês',
          es: 'Espanhol',
          fr: 'Francês',
        },
        statuses: {
          TRIAL: 'Teste',
          ACTIVE: 'Ativa',
          INACTIVE: 'Inativa',
          CHURN: 'Cancelada',
          PAUSED: 'Pausada',
          IMPLANTATION: 'Implantação',
        },
        types: {
          HIGH_TOUCH: 'High touch',
          TECH_TOUCH: 'Tech touch',
        },
        profiles: {
          OWN: 'Marca própria',
          MULTIBRAND: 'Multimarca',
          MARKETPLACE: 'Marketplace',
        },
        segments: {
          WOMEN_FASHION: 'Moda feminina',
          MEN_FASHION: 'Moda masculina',
          ADULT: 'Adulto',
          KIDS: 'Infantil',
          PLUS_SIZE: 'Plus size',
          FITNESS_SPORT: 'Fitness e esporte',
          UNDERWEAR: 'Moda íntima',
          DEPARTMENT_STORE: 'Loja de departamento',
          UNISEX: 'Unissex',
        },
        operations: {
          BRAZIL: 'Brasil',
          INTERNATIONAL: 'Internacional',
        },
        reviewStatuses: {
          AUTOMATIC_INTEGRATION: 'Integração automática',
          MANUAL_INTEGRATION: 'Integração manual',
          MODELING_INTEGRATION: 'Integração por tabela',
        },
        coveredCategories: {
          ACCESSORIES: 'Acessórios',
          CLOTHES: 'Roupas',
          SHOES: 'Calçados',
        },
        coveredIntegrations: {
          XML: 'XML',
          XML_LAMBDA: 'XML (lambda)',
          API_PLATFORM: 'API da plataforma',
          API_CLIENT: 'API do cliente',
          API_ON_PAGE: 'API na página',
          MANUAL_INTEGRATION: 'Integração manual',
        },
        typeModelings: {
          PROVADOR: 'Provador',
          OWN: 'Própria',
          ABNT: 'ABNT',
        },
        platforms: {
          OWN: 'Plataforma própria',
          OTHER: 'Outra',
        },
        sizeSystems: {
          CUSTOM: 'Personalizado',
        },
        plans: {
          FREE: 'Gratuito',
          CUSTOM: 'Personalizado',
        },
        vfrVersions: {
          V2: 'Versão 2',
          V3: 'Versão 3',
          V4: 'Versão 4',
        },
      },
    },
  },
};

export type StoreSettingsTexts = typeof ptBR;
