import type { ImplantationTexts } from './ptBR';

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
      },
      gtmHint: 'Ej.: GTM-AB12CD (opcional).',
      gtmInvalid: 'Use el formato GTM-XXXX (mayúsculas y números).',
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
        hint: 'Péguelo en las páginas de la tienda, antes del cierre de </body>.',
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
