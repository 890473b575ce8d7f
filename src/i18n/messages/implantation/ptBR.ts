/** The implantation tab of the store settings: version, features, storefront key and snippet. */
export const ptBR = {
  app: {
    tenantSettings: {
      tabs: {
        implantation: 'Implantação',
      },
    },
    implantation: {
      title: 'Implantação',
      saved: 'Implantação salva.',
      save: 'Salvar implantação',
      fields: {
        vfrVersion: 'Versão do provador',
        features: 'Recursos',
        gtmCode: 'Código GTM',
        shoppingTracking: 'Rastreamento de compras',
        appIntegration: 'Integração com o app da loja',
        customerRulesObservation: 'Regras do cliente (observação)',
      },
      gtmHint: 'Ex.: GTM-AB12CD (opcional).',
      gtmInvalid: 'Use o formato GTM-XXXX (letras maiúsculas e números).',
      key: {
        title: 'Chave da loja virtual',
        label: 'Chave',
        rotate: 'Trocar chave',
        rotated: 'Nova chave criada. Atualize o código colado no site da loja.',
        confirmTitle: 'Trocar a chave da loja virtual',
        confirmContent:
          'A chave atual deixa de funcionar imediatamente: o provador do site para até o novo código ser colado. Continuar?',
      },
      snippet: {
        label: 'Código para colar no site',
        hint: 'Cole nas páginas da loja, antes do fechamento de </body>.',
        copy: 'Copiar código',
        copied: 'Código copiado.',
        copyFailed: 'Não foi possível copiar; selecione o texto e copie.',
      },
      featureNames: {
        FITTING_ROOM: 'Provador virtual',
        SIZE_CHART: 'Tabela de medidas',
        SIZE_CHART_V2: 'Tabela de medidas V2',
        RECOMMENDATION_ON_PAGE: 'Recomendação na página',
        INTEGRATION_ON_PAGE: 'Integração na página',
        ORDER_TRACKING: 'Rastreador de pedidos',
        GOOGLE_ANALYTICS: 'Google Analytics',
        SIZE_HINT: 'Dica de tamanho',
        SIZE_CONTENT: 'Conteúdo de tamanhos',
        INTEGRATION_WITH_APP: 'Integração com app',
        CLOTHING_MEASURE: 'Medidas da peça',
        INTEGRATION_WITH_PLATFORM: 'Integração com a plataforma',
        RETURNS_REPORT: 'Relatório de devoluções',
      },
    },
  },
};

export type ImplantationTexts = typeof ptBR;
