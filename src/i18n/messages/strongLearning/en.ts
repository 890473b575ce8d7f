import type { StrongLearningTexts } from './ptBR';

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
    },
  },
};
