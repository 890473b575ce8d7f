import type { StrongLearningTexts } from './ptBR';

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
    },
  },
};
