import type { CategoriesTexts } from './ptBR';

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
