import type { UnknownProductsTexts } from './ptBR';

export const es: UnknownProductsTexts = {
  resources: {
    'unknown-products': {
      name: 'Producto desconocido |||| Productos desconocidos',
      fields: {
        date: 'Fecha',
        permalink: 'Enlace del producto',
        name: 'Nombre',
        hits: 'Visitas',
        lastSeenAt: 'Última visita',
      },
    },
  },
  app: {
    unknownProducts: {
      empty: 'No hay productos desconocidos en esta fecha, prueba otras fechas',
      actions: 'Acciones',
      move: 'Mover a productos',
      moved: 'Producto movido a la lista de productos (inactivo).',
      export: 'Exportar',
    },
  },
};
