/** Store categories screen: resource labels, bulk dialogs, empty state and save errors. */
export const ptBR = {
  resources: {
    categories: {
      name: 'Categoria |||| Categorias',
      empty: 'Nenhuma categoria ainda',
      invite: 'Crie a primeira categoria da loja.',
      fields: {
        name: 'Nome',
        originalName: 'Nome original na loja',
        type: 'Tipo',
        clothesType: 'Tipo de roupa',
        strongCategoryId: 'Categoria do provedor',
        strongSubcategoryId: 'Subcategoria do provedor',
        strongCategoryName: 'Categoria do provedor',
        sizeTailor: 'Sob medida',
      },
    },
  },
  app: {
    categories: {
      none: 'Nenhuma',
      nameTaken: 'Já existe uma categoria com este nome nesta loja.',
      originalNameHelp: 'Como a categoria aparece no catálogo da loja',
      sizeTailorHelp: 'Os produtos desta categoria são feitos sob medida',
      bulk: {
        setType: 'Definir tipo',
        setStrongCategory: 'Vincular categoria do provedor',
        setSizeTailor: 'Definir sob medida',
        title: 'Alterar %{smart_count} categoria |||| Alterar %{smart_count} categorias',
        apply: 'Aplicar',
        updated: 'Categoria atualizada |||| %{smart_count} categorias atualizadas',
      },
    },
  },
};

export type CategoriesTexts = typeof ptBR;

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

export const es: CategoriesTexts = {
  resources: {
    categories: {
      name: 'Categoría |||| Categorías',
      empty: 'Todavía no hay categorías',
      invite: 'Crea la primera categoría de la tienda.',
      fields: {
        name: 'Nombre',
        originalName: 'Nombre original en la tienda',
        type: 'Tipo',
        clothesType: 'Tipo de ropa',
        strongCategoryId: 'Categoría del proveedor',
        strongSubcategoryId: 'Subcategoría del proveedor',
        strongCategoryName: 'Categoría del proveedor',
        sizeTailor: 'A medida',
      },
    },
  },
  app: {
    categories: {
      none: 'Ninguna',
      nameTaken: 'Esta tienda ya tiene una categoría con este nombre.',
      originalNameHelp: 'Cómo aparece la categoría en el catálogo de la tienda',
      sizeTailorHelp: 'Los productos de esta categoría se hacen a medida',
      bulk: {
        setType: 'Definir tipo',
        setStrongCategory: 'Vincular categoría del proveedor',
        setSizeTailor: 'Definir a medida',
        title: 'Cambiar %{smart_count} categoría |||| Cambiar %{smart_count} categorías',
        apply: 'Aplicar',
        updated: 'Categoría actualizada |||| %{smart_count} categorías actualizadas',
      },
    },
  },
};

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
