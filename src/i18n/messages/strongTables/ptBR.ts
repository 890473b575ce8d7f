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
