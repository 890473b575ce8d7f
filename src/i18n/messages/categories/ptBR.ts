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
