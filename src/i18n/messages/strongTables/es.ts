import type { StrongTablesTexts } from './ptBR';

export const es: StrongTablesTexts = {
  resources: {
    'strong-modelings': {
      name: 'Tabla del proveedor |||| Tablas del proveedor',
      fields: {
        name: 'Nombre',
        kind: 'Clase',
        type: 'Tipo',
        gender: 'Género',
        strongBrandName: 'Marca del proveedor',
        model: 'Modelo',
        sizes: 'Tallas',
        sampleCount: 'Muestras',
        updatedAt: 'Actualizada',
      },
    },
  },
  app: {
    strongTables: {
      kinds: {
        STATIC: 'Estática',
        ORGANIC: 'Orgánica',
      },
      actions: 'Acciones',
      convert: 'Convertir en orgánica',
      duplicate: 'Duplicar',
      convertTitle: '¿Convertir "%{name}" en orgánica?',
      convertText:
        'La tabla aprenderá de lo que los compradores conservaron, a partir de sus rangos dibujados. No puede volver a estática.',
      converted: 'Tabla convertida en orgánica.',
      duplicated: 'Tabla duplicada.',
      new: 'Nueva tabla',
      editor: {
        statsTitle: 'Aprendido por talla',
        size: 'Talla',
        confidence: 'Confianza',
        samples: 'Muestras',
        statsNote: 'La confianza y las muestras vienen del aprendizaje; no se pueden editar.',
      },
    },
  },
};
