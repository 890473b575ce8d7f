// The provider categories screens' texts, the four languages in one file (each ships in its own chunk,
// see strongBrands/texts.ts). The menu entry and page title are the shell's (app.menu / app.pages);
// the storefront languages' names come from Intl in the interface language.

export const ptBR = {
  resources: {
    'strong-categories': {
      empty: 'Nenhuma categoria do provedor ainda',
      invite: 'Crie a primeira categoria do provedor.',
      fields: {
        name: 'Nome',
        subcategoryName: 'Nome da subcategoria',
        type: 'Tipo',
        translations: 'Traduções',
        subcategories: 'Subcategorias',
        subcategoryCount: 'Subcategorias',
        missingTranslations: 'Traduções faltando',
      },
    },
  },
  app: {
    strongCategories: {
      nameTaken: 'Já existe uma categoria do provedor com este nome.',
      types: { clothes: 'Roupas e acessórios', shoe: 'Calçados' },
      translationsTitle: 'Nome em cada idioma da loja',
      subcategoryTranslations: 'Traduções da subcategoria',
      language: 'Idioma',
      text: 'Nome traduzido',
      missing: 'Faltando',
      missingCount: '%{smart_count} de %{total} faltando |||| %{smart_count} de %{total} faltando',
      allTranslated: 'Todos os %{total} idiomas traduzidos',
      missingOnly: 'Mostrar só os que faltam',
    },
  },
};

export type StrongCategoriesTexts = typeof ptBR;

export const en: StrongCategoriesTexts = {
  resources: {
    'strong-categories': {
      empty: 'No provider categories yet',
      invite: 'Create the first provider category.',
      fields: {
        name: 'Name',
        subcategoryName: 'Subcategory name',
        type: 'Type',
        translations: 'Translations',
        subcategories: 'Subcategories',
        subcategoryCount: 'Subcategories',
        missingTranslations: 'Missing translations',
      },
    },
  },
  app: {
    strongCategories: {
      nameTaken: 'A provider category with this name already exists.',
      types: { clothes: 'Clothes and accessories', shoe: 'Shoes' },
      translationsTitle: 'Name in each storefront language',
      subcategoryTranslations: 'Subcategory translations',
      language: 'Language',
      text: 'Translated name',
      missing: 'Missing',
      missingCount: '%{smart_count} of %{total} missing |||| %{smart_count} of %{total} missing',
      allTranslated: 'All %{total} languages translated',
      missingOnly: 'Show missing only',
    },
  },
};

export const es: StrongCategoriesTexts = {
  resources: {
    'strong-categories': {
      empty: 'Aún no hay categorías del proveedor',
      invite: 'Cree la primera categoría del proveedor.',
      fields: {
        name: 'Nombre',
        subcategoryName: 'Nombre de la subcategoría',
        type: 'Tipo',
        translations: 'Traducciones',
        subcategories: 'Subcategorías',
        subcategoryCount: 'Subcategorías',
        missingTranslations: 'Traducciones faltantes',
      },
    },
  },
  app: {
    strongCategories: {
      nameTaken: 'Ya existe una categoría del proveedor con este nombre.',
      types: { clothes: 'Ropa y accesorios', shoe: 'Calzado' },
      translationsTitle: 'Nombre en cada idioma de la tienda',
      subcategoryTranslations: 'Traducciones de la subcategoría',
      language: 'Idioma',
      text: 'Nombre traducido',
      missing: 'Falta',
      missingCount: 'Falta %{smart_count} de %{total} |||| Faltan %{smart_count} de %{total}',
      allTranslated: 'Los %{total} idiomas traducidos',
      missingOnly: 'Mostrar solo los que faltan',
    },
  },
};

export const fr: StrongCategoriesTexts = {
  resources: {
    'strong-categories': {
      empty: 'Aucune catégorie du fournisseur pour le moment',
      invite: 'Créez la première catégorie du fournisseur.',
      fields: {
        name: 'Nom',
        subcategoryName: 'Nom de la sous-catégorie',
        type: 'Type',
        translations: 'Traductions',
        subcategories: 'Sous-catégories',
        subcategoryCount: 'Sous-catégories',
        missingTranslations: 'Traductions manquantes',
      },
    },
  },
  app: {
    strongCategories: {
      nameTaken: 'Une catégorie du fournisseur porte déjà ce nom.',
      types: { clothes: 'Vêtements et accessoires', shoe: 'Chaussures' },
      translationsTitle: 'Nom dans chaque langue de la boutique',
      subcategoryTranslations: 'Traductions de la sous-catégorie',
      language: 'Langue',
      text: 'Nom traduit',
      missing: 'Manquante',
      missingCount: '%{smart_count} sur %{total} manquante |||| %{smart_count} sur %{total} manquantes',
      allTranslated: 'Les %{total} langues sont traduites',
      missingOnly: 'Afficher seulement les manquantes',
    },
  },
};
