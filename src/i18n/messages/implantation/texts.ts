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
        addToCartSelector: 'Seletor do botão de compra',
      },
      gtmHint: 'Ex.: GTM-AB12CD (opcional).',
      gtmInvalid: 'Use o formato GTM-XXXX (letras maiúsculas e números).',
      addToCartHint:
        'Seletor CSS do botão “Adicionar ao carrinho”: o botão do provador vem logo depois dele. Um elemento com data-provador-button na página tem prioridade.',
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
        hint: 'Cole nas páginas da loja, antes do fechamento de </body>. O código leva só a chave da loja: a cada página o provador lê daqui o idioma, o país, a moeda, “Memorizar tamanhos” e o seletor do botão de compra, então o que você salvar chega ao site em cerca de um minuto, sem colar nada de novo.',
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
        addToCartSelector: 'Add-to-cart button selector',
      },
      gtmHint: 'E.g. GTM-AB12CD (optional).',
      gtmInvalid: 'Use the form GTM-XXXX (capital letters and digits).',
      addToCartHint:
        'CSS selector of the “Add to cart” button: the fitting-room button goes right after it. An element with data-provador-button on the page comes first.',
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
        hint: "Paste it in the store's pages, before the closing </body>. It carries only the store's key: on each page the fitting room reads the language, country, currency, “Memorize sizes” and the add-to-cart selector from here, so what you save reaches the site within about a minute, with nothing to paste again.",
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

export const es: ImplantationTexts = {
  app: {
    tenantSettings: {
      tabs: {
        implantation: 'Implantación',
      },
    },
    implantation: {
      title: 'Implantación',
      saved: 'Implantación guardada.',
      save: 'Guardar implantación',
      fields: {
        vfrVersion: 'Versión del probador',
        features: 'Funciones',
        gtmCode: 'Código GTM',
        shoppingTracking: 'Seguimiento de compras',
        appIntegration: 'Integración con la app de la tienda',
        customerRulesObservation: 'Reglas del cliente (observación)',
        addToCartSelector: 'Selector del botón de compra',
      },
      gtmHint: 'Ej.: GTM-AB12CD (opcional).',
      gtmInvalid: 'Use el formato GTM-XXXX (mayúsculas y números).',
      addToCartHint:
        'Selector CSS del botón «Añadir al carrito»: el botón del probador va justo después. Un elemento con data-provador-button en la página tiene prioridad.',
      key: {
        title: 'Clave de la tienda en línea',
        label: 'Clave',
        rotate: 'Cambiar clave',
        rotated: 'Nueva clave creada. Actualice el código pegado en el sitio de la tienda.',
        confirmTitle: 'Cambiar la clave de la tienda en línea',
        confirmContent:
          'La clave actual deja de funcionar de inmediato: el probador del sitio se detiene hasta pegar el nuevo código. ¿Continuar?',
      },
      snippet: {
        label: 'Código para pegar en el sitio',
        hint: 'Péguelo en las páginas de la tienda, antes del cierre de </body>. Solo lleva la clave de la tienda: en cada página el probador lee de aquí el idioma, el país, la moneda, «Memorizar tallas» y el selector del botón de compra, así que lo que guarde llega al sitio en un minuto aproximadamente, sin volver a pegar nada.',
        copy: 'Copiar código',
        copied: 'Código copiado.',
        copyFailed: 'No se pudo copiar; seleccione el texto y cópielo.',
      },
      featureNames: {
        FITTING_ROOM: 'Probador virtual',
        SIZE_CHART: 'Tabla de medidas',
        SIZE_CHART_V2: 'Tabla de medidas V2',
        RECOMMENDATION_ON_PAGE: 'Recomendación en la página',
        INTEGRATION_ON_PAGE: 'Integración en la página',
        ORDER_TRACKING: 'Seguimiento de pedidos',
        GOOGLE_ANALYTICS: 'Google Analytics',
        SIZE_HINT: 'Sugerencia de talla',
        SIZE_CONTENT: 'Contenido de tallas',
        INTEGRATION_WITH_APP: 'Integración con app',
        CLOTHING_MEASURE: 'Medidas de la prenda',
        INTEGRATION_WITH_PLATFORM: 'Integración con la plataforma',
        RETURNS_REPORT: 'Informe de devoluciones',
      },
    },
  },
};

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
        addToCartSelector: 'Sélecteur du bouton d’achat',
      },
      gtmHint: 'Ex. : GTM-AB12CD (facultatif).',
      gtmInvalid: 'Utilisez le format GTM-XXXX (majuscules et chiffres).',
      addToCartHint:
        'Sélecteur CSS du bouton « Ajouter au panier » : le bouton de la cabine se place juste après. Un élément data-provador-button dans la page passe avant.',
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
        hint: 'Collez-le dans les pages de la boutique, avant la fermeture de </body>. Il ne porte que la clé de la boutique : à chaque page, la cabine lit ici la langue, le pays, la devise, « Mémoriser les tailles » et le sélecteur du bouton d’achat, donc ce que vous enregistrez arrive sur le site en une minute environ, sans rien recoller.',
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
