import type { CategoriesTexts } from './ptBR';

export const fr: CategoriesTexts = {
  resources: {
    categories: {
      name: 'Catégorie |||| Catégories',
      empty: 'Aucune catégorie pour le moment',
      invite: 'Créez la première catégorie de la boutique.',
      fields: {
        name: 'Nom',
        originalName: "Nom d'origine dans la boutique",
        type: 'Type',
        clothesType: 'Type de vêtement',
        strongCategoryId: 'Catégorie du fournisseur',
        strongSubcategoryId: 'Sous-catégorie du fournisseur',
        strongCategoryName: 'Catégorie du fournisseur',
        sizeTailor: 'Sur mesure',
      },
    },
  },
  app: {
    categories: {
      none: 'Aucune',
      nameTaken: 'Cette boutique a déjà une catégorie portant ce nom.',
      originalNameHelp: 'Le nom de la catégorie dans le catalogue de la boutique',
      sizeTailorHelp: 'Les produits de cette catégorie sont faits sur mesure',
      bulk: {
        setType: 'Définir le type',
        setStrongCategory: 'Lier une catégorie du fournisseur',
        setSizeTailor: 'Définir le sur-mesure',
        title: 'Modifier %{smart_count} catégorie |||| Modifier %{smart_count} catégories',
        apply: 'Appliquer',
        updated: 'Catégorie mise à jour |||| %{smart_count} catégories mises à jour',
      },
    },
  },
};
