import type { StrongTablesTexts } from './ptBR';

export const en: StrongTablesTexts = {
  resources: {
    'strong-modelings': {
      name: 'Provider table |||| Provider tables',
      fields: {
        name: 'Name',
        kind: 'Kind',
        type: 'Type',
        gender: 'Gender',
        strongBrandName: 'Provider brand',
        model: 'Model',
        sizes: 'Sizes',
        sampleCount: 'Samples',
        updatedAt: 'Updated',
      },
    },
  },
  app: {
    strongTables: {
      kinds: {
        STATIC: 'Static',
        ORGANIC: 'Organic',
      },
      actions: 'Actions',
      convert: 'Convert to organic',
      duplicate: 'Duplicate',
      convertTitle: 'Convert "%{name}" to organic?',
      convertText:
        'The table will learn from what shoppers kept, starting from its drawn ranges. It cannot go back to static.',
      converted: 'Table converted to organic.',
      duplicated: 'Table duplicated.',
      new: 'New table',
      editor: {
        statsTitle: 'Learned per size',
        size: 'Size',
        confidence: 'Confidence',
        samples: 'Samples',
        statsNote: 'Confidence and samples come from learning; they cannot be edited.',
      },
    },
  },
};
