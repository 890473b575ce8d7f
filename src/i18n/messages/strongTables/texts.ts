export const ptBR = {
  resources: {
    'strong-modelings': {
      name: 'Tabela do provedor |||| Tabelas do provedor',
      fields: {
        name: 'Nome',
        kind: 'Tipo de tabela',
        type: 'Tipo',
        gender: 'Gênero',
        strongBrandName: 'Marca do provedor',
        model: 'Modelo',
        sizes: 'Tamanhos',
        sampleCount: 'Amostras',
        updatedAt: 'Atualizada',
      },
    },
  },
  app: {
    strongTables: {
      kinds: {
        STATIC: 'Estática',
        ORGANIC: 'Orgânica',
      },
      actions: 'Ações',
      convert: 'Converter em orgânica',
      duplicate: 'Duplicar',
      convertTitle: 'Converter "%{name}" em orgânica?',
      convertText:
        'A tabela passa a aprender com o que os compradores mantiveram, partindo das faixas desenhadas. Não é possível voltar a estática.',
      converted: 'Tabela convertida em orgânica.',
      duplicated: 'Tabela duplicada.',
      new: 'Nova tabela',
      empty: 'Ainda não há tabelas do provedor.',
      invite: 'Crie a primeira a partir das medidas: ela passa a servir aos produtos vinculados a ela.',
      editor: {
        statsTitle: 'Aprendido por tamanho',
        size: 'Tamanho',
        confidence: 'Confiança',
        samples: 'Amostras',
        statsNote: 'Confiança e amostras vêm do aprendizado; não são editáveis.',
      },
    },
  },
};

export type StrongTablesTexts = typeof ptBR;

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
      empty: 'No provider tables yet.',
      invite: 'Create the first one from its measures: products linked to it then use it.',
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
      empty: 'Todavía no hay tablas del proveedor.',
      invite: 'Cree la primera a partir de sus medidas: los productos vinculados a ella pasan a usarla.',
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

export const fr: StrongTablesTexts = {
  resources: {
    'strong-modelings': {
      name: 'Tableau du fournisseur |||| Tableaux du fournisseur',
      fields: {
        name: 'Nom',
        kind: 'Nature',
        type: 'Type',
        gender: 'Genre',
        strongBrandName: 'Marque du fournisseur',
        model: 'Modèle',
        sizes: 'Tailles',
        sampleCount: 'Échantillons',
        updatedAt: 'Mis à jour',
      },
    },
  },
  app: {
    strongTables: {
      kinds: {
        STATIC: 'Statique',
        ORGANIC: 'Organique',
      },
      actions: 'Actions',
      convert: 'Convertir en organique',
      duplicate: 'Dupliquer',
      convertTitle: 'Convertir « %{name} » en organique ?',
      convertText:
        'Le tableau apprendra de ce que les acheteurs ont gardé, à partir de ses plages dessinées. Il ne peut pas redevenir statique.',
      converted: 'Tableau converti en organique.',
      duplicated: 'Tableau dupliqué.',
      new: 'Nouveau tableau',
      empty: 'Aucun tableau du fournisseur pour l’instant.',
      invite: 'Créez le premier à partir de ses mesures : les produits qui y sont liés l’utilisent ensuite.',
      editor: {
        statsTitle: 'Appris par taille',
        size: 'Taille',
        confidence: 'Confiance',
        samples: 'Échantillons',
        statsNote: "La confiance et les échantillons viennent de l'apprentissage ; ils ne se modifient pas.",
      },
    },
  },
};
