/** The "learned vs drawn" panel of an organic provider table. */
export const ptBR = {
  app: {
    strongLearning: {
      title: 'Aprendido × desenhado',
      intro:
        'Faixas aprendidas com o que os compradores mantiveram e devolveram por tamanho. Nada muda na tabela até você aceitar.',
      nothingYet: 'Nada aprendido ainda: o aprendizado roda periodicamente com os pedidos e devoluções das lojas.',
      learnedAt: 'Aprendido em %{date} com %{smart_count} item |||| Aprendido em %{date} com %{smart_count} itens',
      outdated: 'A tabela foi salva depois do aprendizado; aceite depois do próximo aprendizado.',
      size: 'Tamanho',
      drawn: 'Desenhado',
      learned: 'Aprendido',
      samples: 'Amostras',
      kept: 'Mantidos',
      returnedSmall: 'Devolvidos pequenos',
      returnedBig: 'Devolvidos grandes',
      confidence: 'Confiança',
      noRange: '—',
      accept: 'Aceitar o aprendido',
      confirmTitle: 'Aceitar as faixas aprendidas?',
      confirmText:
        'As faixas aprendidas substituem as desenhadas em todos os tamanhos, como um salvamento normal da tabela.',
      accepted: 'Faixas aprendidas aplicadas à tabela',
      loadError: 'Não foi possível ler o aprendizado desta tabela.',
    },
  },
};

export type StrongLearningTexts = typeof ptBR;
