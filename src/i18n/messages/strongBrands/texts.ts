// The provider brands screens' texts, the four languages in one file. Each language still ships in its
// own chunk: src/i18n/<lang>.ts imports this file as `texts.ts?lang=<lang>`, a module that keeps only
// that language's export. The menu entry and page title are the shell's (app.menu / app.pages).

export const ptBR = {
  resources: {
    'strong-brands': {
      empty: 'Nenhuma marca do provedor ainda',
      invite: 'Crie a primeira marca do provedor.',
      fields: {
        name: 'Nome',
        logoUrl: 'URL do logo',
        gender: 'Gênero',
        ageGroup: 'Faixa etária',
        shoe: 'Calçados',
        active: 'Ativa',
      },
    },
  },
  app: {
    strongBrands: {
      nameTaken: 'Já existe uma marca do provedor com este nome.',
      linkedTitle: 'Marcas das lojas vinculadas',
      linkedCounts:
        '%{smart_count} marca de loja e %{products} produto(s) vinculados |||| %{smart_count} marcas de loja e %{products} produto(s) vinculados',
      linkedNone: 'Nenhuma marca de loja está vinculada a esta marca do provedor.',
      linkedMore: 'Mostrando as primeiras %{shown}.',
      store: 'Loja',
      storeBrand: 'Marca da loja',
    },
  },
};

export type StrongBrandsTexts = typeof ptBR;

export const en: StrongBrandsTexts = {
  resources: {
    'strong-brands': {
      empty: 'No provider brands yet',
      invite: 'Create the first provider brand.',
      fields: {
        name: 'Name',
        logoUrl: 'Logo URL',
        gender: 'Gender',
        ageGroup: 'Age group',
        shoe: 'Shoes',
        active: 'Active',
      },
    },
  },
  app: {
    strongBrands: {
      nameTaken: 'A provider brand with this name already exists.',
      linkedTitle: 'Linked store brands',
      linkedCounts:
        '%{smart_count} store brand and %{products} product(s) linked |||| %{smart_count} store brands and %{products} product(s) linked',
      linkedNone: 'No store brand is linked to this provider brand.',
      linkedMore: 'Showing the first %{shown}.',
      store: 'Store',
      storeBrand: 'Store brand',
    },
  },
};

export const es: StrongBrandsTexts = {
  resources: {
    'strong-brands': {
      empty: 'Aún no hay marcas del proveedor',
      invite: 'Cree la primera marca del proveedor.',
      fields: {
        name: 'Nombre',
        logoUrl: 'URL del logotipo',
        gender: 'Género',
        ageGroup: 'Grupo de edad',
        shoe: 'Calzado',
        active: 'Activa',
      },
    },
  },
  app: {
    strongBrands: {
      nameTaken: 'Ya existe una marca del proveedor con este nombre.',
      linkedTitle: 'Marcas de tiendas vinculadas',
      linkedCounts:
        '%{smart_count} marca de tienda y %{products} producto(s) vinculados |||| %{smart_count} marcas de tienda y %{products} producto(s) vinculados',
      linkedNone: 'Ninguna marca de tienda está vinculada a esta marca del proveedor.',
      linkedMore: 'Se muestran las primeras %{shown}.',
      store: 'Tienda',
      storeBrand: 'Marca de la tienda',
    },
  },
};

export const fr: StrongBrandsTexts = {
  resources: {
    'strong-brands': {
      empty: 'Aucune marque fournisseur pour le moment',
      invite: 'Créez la première marque fournisseur.',
      fields: {
        name: 'Nom',
        logoUrl: 'URL du logo',
        gender: 'Genre',
        ageGroup: "Tranche d'âge",
        shoe: 'Chaussures',
        active: 'Active',
      },
    },
  },
  app: {
    strongBrands: {
      nameTaken: 'Une marque fournisseur porte déjà ce nom.',
      linkedTitle: 'Marques de boutique liées',
      linkedCounts:
        '%{smart_count} marque de boutique et %{products} produit(s) liés |||| %{smart_count} marques de boutique et %{products} produit(s) liés',
      linkedNone: "Aucune marque de boutique n'est liée à cette marque fournisseur.",
      linkedMore: 'Seules les %{shown} premières sont affichées.',
      store: 'Boutique',
      storeBrand: 'Marque de la boutique',
    },
  },
};
