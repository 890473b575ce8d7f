// The size styles screen's texts, the four languages in one file (see strongBrands/texts.ts). The menu
// entry and page title are the shell's (app.menu.sizeStyles / app.pages.sizeStyles).

export const ptBR = {
  resources: {
    'size-styles': {
      empty: 'Nenhum estilo de tamanho ainda',
      invite: 'Sincronize para criar os estilos a partir dos vínculos dos produtos com o provedor.',
      fields: {
        name: 'Buscar',
        strongBrandName: 'Marca do provedor',
        strongBrandId: 'Marca do provedor',
        strongCategoryName: 'Categoria',
        strongCategoryId: 'Categoria',
        strongSubcategoryName: 'Subcategoria',
        model: 'Modelo',
        gender: 'Gênero',
        ageGroup: 'Faixa etária',
        sizeType: 'Tipo de tamanho',
        weightStyle: 'Peso',
        modelingName: 'Tabela do provedor',
        modelingId: 'Tabela do provedor',
        linked: 'Com tabela',
        productCount: 'Produtos',
      },
    },
  },
  app: {
    sizeStyles: {
      sync: 'Sincronizar',
      syncing: 'Sincronizando estilos…',
      synced:
        '%{styles} estilo(s) com produtos: %{created} novo(s), %{emptied} sem produtos agora (%{products} produtos).',
      editWeight: 'Alterar peso',
      weightTitle: 'Peso do estilo',
      weightHelp: 'De %{min} a %{max}, até duas casas decimais.',
      weightSaved: 'Peso salvo.',
      associate: 'Associar tabela',
      associateTitle: 'Associar uma tabela a %{smart_count} estilo |||| Associar uma tabela a %{smart_count} estilos',
      associateText:
        'Os produtos dos estilos selecionados, em todas as lojas, passam a usar a tabela escolhida. Deixe em branco para voltar à tabela encontrada pelos atributos.',
      associateApply: 'Associar',
      associated: 'Tabela associada a %{smart_count} estilo. |||| Tabela associada a %{smart_count} estilos.',
      none: 'Nenhuma',
      anyModel: 'Todos os modelos',
    },
  },
};

export type SizeStylesTexts = typeof ptBR;

export const en: SizeStylesTexts = {
  resources: {
    'size-styles': {
      empty: 'No size styles yet',
      invite: "Sync to build the styles from the products' provider links.",
      fields: {
        name: 'Search',
        strongBrandName: 'Provider brand',
        strongBrandId: 'Provider brand',
        strongCategoryName: 'Category',
        strongCategoryId: 'Category',
        strongSubcategoryName: 'Subcategory',
        model: 'Model',
        gender: 'Gender',
        ageGroup: 'Age group',
        sizeType: 'Size type',
        weightStyle: 'Weight',
        modelingName: 'Provider table',
        modelingId: 'Provider table',
        linked: 'With a table',
        productCount: 'Products',
      },
    },
  },
  app: {
    sizeStyles: {
      sync: 'Sync',
      syncing: 'Syncing styles…',
      synced:
        '%{styles} style(s) with products: %{created} new, %{emptied} now without products (%{products} products).',
      editWeight: 'Change weight',
      weightTitle: 'Style weight',
      weightHelp: 'From %{min} to %{max}, at most two decimals.',
      weightSaved: 'Weight saved.',
      associate: 'Associate a table',
      associateTitle: 'Associate a table with %{smart_count} style |||| Associate a table with %{smart_count} styles',
      associateText:
        "The selected styles' products, in every store, will use the chosen table. Leave it empty to go back to the table their attributes find.",
      associateApply: 'Associate',
      associated: 'Table associated with %{smart_count} style. |||| Table associated with %{smart_count} styles.',
      none: 'None',
      anyModel: 'All models',
    },
  },
};

export const es: SizeStylesTexts = {
  resources: {
    'size-styles': {
      empty: 'Aún no hay estilos de talla',
      invite: 'Sincroniza para crear los estilos a partir de los vínculos de los productos con el proveedor.',
      fields: {
        name: 'Buscar',
        strongBrandName: 'Marca del proveedor',
        strongBrandId: 'Marca del proveedor',
        strongCategoryName: 'Categoría',
        strongCategoryId: 'Categoría',
        strongSubcategoryName: 'Subcategoría',
        model: 'Modelo',
        gender: 'Género',
        ageGroup: 'Grupo de edad',
        sizeType: 'Tipo de talla',
        weightStyle: 'Peso',
        modelingName: 'Tabla del proveedor',
        modelingId: 'Tabla del proveedor',
        linked: 'Con tabla',
        productCount: 'Productos',
      },
    },
  },
  app: {
    sizeStyles: {
      sync: 'Sincronizar',
      syncing: 'Sincronizando estilos…',
      synced:
        '%{styles} estilo(s) con productos: %{created} nuevo(s), %{emptied} ahora sin productos (%{products} productos).',
      editWeight: 'Cambiar peso',
      weightTitle: 'Peso del estilo',
      weightHelp: 'De %{min} a %{max}, con dos decimales como máximo.',
      weightSaved: 'Peso guardado.',
      associate: 'Asociar tabla',
      associateTitle: 'Asociar una tabla a %{smart_count} estilo |||| Asociar una tabla a %{smart_count} estilos',
      associateText:
        'Los productos de los estilos seleccionados, en todas las tiendas, usarán la tabla elegida. Déjala vacía para volver a la tabla que encuentran sus atributos.',
      associateApply: 'Asociar',
      associated: 'Tabla asociada a %{smart_count} estilo. |||| Tabla asociada a %{smart_count} estilos.',
      none: 'Ninguna',
      anyModel: 'Todos los modelos',
    },
  },
};

export const fr: SizeStylesTexts = {
  resources: {
    'size-styles': {
      empty: 'Aucun style de taille pour le moment',
      invite: 'Synchronisez pour créer les styles à partir des liens des produits avec le fournisseur.',
      fields: {
        name: 'Rechercher',
        strongBrandName: 'Marque du fournisseur',
        strongBrandId: 'Marque du fournisseur',
        strongCategoryName: 'Catégorie',
        strongCategoryId: 'Catégorie',
        strongSubcategoryName: 'Sous-catégorie',
        model: 'Modèle',
        gender: 'Genre',
        ageGroup: "Tranche d'âge",
        sizeType: 'Type de taille',
        weightStyle: 'Poids',
        modelingName: 'Tableau du fournisseur',
        modelingId: 'Tableau du fournisseur',
        linked: 'Avec un tableau',
        productCount: 'Produits',
      },
    },
  },
  app: {
    sizeStyles: {
      sync: 'Synchroniser',
      syncing: 'Synchronisation des styles…',
      synced:
        '%{styles} style(s) avec des produits : %{created} nouveau(x), %{emptied} désormais sans produits (%{products} produits).',
      editWeight: 'Modifier le poids',
      weightTitle: 'Poids du style',
      weightHelp: 'De %{min} à %{max}, deux décimales au plus.',
      weightSaved: 'Poids enregistré.',
      associate: 'Associer un tableau',
      associateTitle: 'Associer un tableau à %{smart_count} style |||| Associer un tableau à %{smart_count} styles',
      associateText:
        'Les produits des styles sélectionnés, dans toutes les boutiques, utiliseront le tableau choisi. Laissez vide pour revenir au tableau trouvé par leurs attributs.',
      associateApply: 'Associer',
      associated: 'Tableau associé à %{smart_count} style. |||| Tableau associé à %{smart_count} styles.',
      none: 'Aucun',
      anyModel: 'Tous les modèles',
    },
  },
};
