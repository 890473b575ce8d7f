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
      new: 'Nouveau tableau',
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
