import type { CategoriesTexts } from './ptBR';

export const en: CategoriesTexts = {
  resources: {
    categories: {
      name: 'Category |||| Categories',
      empty: 'No categories yet',
      invite: "Create the store's first category.",
      fields: {
        name: 'Name',
        originalName: 'Original store name',
        type: 'Type',
        clothesType: 'Clothes type',
        strongCategoryId: 'Provider category',
        strongSubcategoryId: 'Provider subcategory',
        strongCategoryName: 'Provider category',
        sizeTailor: 'Size tailor',
      },
    },
  },
  app: {
    categories: {
      none: 'None',
      nameTaken: 'This store already has a category with this name.',
      originalNameHelp: "How the category reads in the store's catalogue",
      sizeTailorHelp: 'Products of this category are tailored to size',
      bulk: {
        setType: 'Set type',
        setStrongCategory: 'Link provider category',
        setSizeTailor: 'Set size tailor',
        title: 'Change %{smart_count} category |||| Change %{smart_count} categories',
        apply: 'Apply',
        updated: 'Category updated |||| %{smart_count} categories updated',
      },
    },
  },
};
