import type { StrongTablesTexts } from './ptBR';

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
    },
  },
};
