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
      effectTitle: 'Efeito esperado',
      effectReturns:
        'Dos %{returns} devolvidos por tamanho, as faixas aprendidas teriam recomendado o tamanho pedido a %{redirected}.',
      effectKept: 'Dos %{kept} mantidos, %{moved} receberiam agora outro tamanho ou nenhum.',
      effectChange:
        'Devoluções por tamanho desses compradores: %{now} → %{expected} (%{change} pontos), contando como devolvido cada mantido que receberia outro tamanho.',
      effectPending: 'O efeito esperado aparece depois do próximo aprendizado.',
    },
  },
};

export type StrongLearningTexts = typeof ptBR;

export const en: StrongLearningTexts = {
  app: {
    strongLearning: {
      title: 'Learned vs drawn',
      intro:
        'Ranges learned from what shoppers kept and returned, per size. Nothing changes in the table until you accept.',
      nothingYet: 'Nothing learned yet: learning runs periodically over the stores’ orders and returns.',
      learnedAt: 'Learned on %{date} from %{smart_count} item |||| Learned on %{date} from %{smart_count} items',
      outdated: 'The table was saved after learning ran; accept after the next learning run.',
      size: 'Size',
      drawn: 'Drawn',
      learned: 'Learned',
      samples: 'Samples',
      kept: 'Kept',
      returnedSmall: 'Returned too small',
      returnedBig: 'Returned too big',
      confidence: 'Confidence',
      noRange: '—',
      accept: 'Accept learned ranges',
      confirmTitle: 'Accept the learned ranges?',
      confirmText: 'The learned ranges replace the drawn ones in every size, as a normal save of the table.',
      accepted: 'Learned ranges applied to the table',
      loadError: 'Could not read what was learned for this table.',
      effectTitle: 'Expected effect',
      effectReturns:
        'Of the %{returns} returned for size, the learned ranges would have recommended the size asked for to %{redirected}.',
      effectKept: 'Of the %{kept} kept, %{moved} would now be recommended another size or none.',
      effectChange:
        'Size returns among these shoppers: %{now} → %{expected} (%{change} points), counting as returned every kept item that would get another size.',
      effectPending: 'The expected effect shows after the next learning run.',
    },
  },
};

export const es: StrongLearningTexts = {
  app: {
    strongLearning: {
      title: 'Aprendido frente a dibujado',
      intro:
        'Rangos aprendidos de lo que los compradores conservaron y devolvieron, por talla. La tabla no cambia hasta que acepte.',
      nothingYet:
        'Nada aprendido aún: el aprendizaje se ejecuta periódicamente con los pedidos y devoluciones de las tiendas.',
      learnedAt:
        'Aprendido el %{date} con %{smart_count} artículo |||| Aprendido el %{date} con %{smart_count} artículos',
      outdated: 'La tabla se guardó después del aprendizaje; acepte tras el próximo aprendizaje.',
      size: 'Talla',
      drawn: 'Dibujado',
      learned: 'Aprendido',
      samples: 'Muestras',
      kept: 'Conservados',
      returnedSmall: 'Devueltos por pequeños',
      returnedBig: 'Devueltos por grandes',
      confidence: 'Confianza',
      noRange: '—',
      accept: 'Aceptar lo aprendido',
      confirmTitle: '¿Aceptar los rangos aprendidos?',
      confirmText:
        'Los rangos aprendidos sustituyen a los dibujados en todas las tallas, como un guardado normal de la tabla.',
      accepted: 'Rangos aprendidos aplicados a la tabla',
      loadError: 'No se pudo leer el aprendizaje de esta tabla.',
      effectTitle: 'Efecto esperado',
      effectReturns:
        'De los %{returns} devueltos por talla, los rangos aprendidos habrían recomendado la talla pedida a %{redirected}.',
      effectKept: 'De los %{kept} conservados, %{moved} recibirían ahora otra talla o ninguna.',
      effectChange:
        'Devoluciones por talla de estos compradores: %{now} → %{expected} (%{change} puntos), contando como devuelto cada conservado que recibiría otra talla.',
      effectPending: 'El efecto esperado aparece tras el próximo aprendizaje.',
    },
  },
};

export const fr: StrongLearningTexts = {
  app: {
    strongLearning: {
      title: 'Appris ou dessiné',
      intro:
        'Plages apprises de ce que les acheteurs ont gardé et retourné, par taille. Le tableau ne change pas tant que vous n’acceptez pas.',
      nothingYet:
        'Rien d’appris pour l’instant : l’apprentissage tourne régulièrement sur les commandes et retours des boutiques.',
      learnedAt:
        'Appris le %{date} à partir de %{smart_count} article |||| Appris le %{date} à partir de %{smart_count} articles',
      outdated: 'Le tableau a été enregistré après l’apprentissage ; acceptez après le prochain apprentissage.',
      size: 'Taille',
      drawn: 'Dessiné',
      learned: 'Appris',
      samples: 'Échantillons',
      kept: 'Gardés',
      returnedSmall: 'Retournés trop petits',
      returnedBig: 'Retournés trop grands',
      confidence: 'Confiance',
      noRange: '—',
      accept: 'Accepter l’appris',
      confirmTitle: 'Accepter les plages apprises ?',
      confirmText:
        'Les plages apprises remplacent les dessinées dans toutes les tailles, comme un enregistrement normal du tableau.',
      accepted: 'Plages apprises appliquées au tableau',
      loadError: 'Impossible de lire l’apprentissage de ce tableau.',
      effectTitle: 'Effet attendu',
      effectReturns:
        'Sur les %{returns} retournés pour la taille, les plages apprises auraient recommandé la taille demandée à %{redirected}.',
      effectKept: 'Sur les %{kept} gardés, %{moved} se verraient recommander une autre taille ou aucune.',
      effectChange:
        'Retours pour la taille parmi ces acheteurs : %{now} → %{expected} (%{change} points), en comptant comme retourné chaque article gardé qui recevrait une autre taille.',
      effectPending: 'L’effet attendu s’affiche après le prochain apprentissage.',
    },
  },
};
