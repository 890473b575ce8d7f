/** Store brands screen: resource labels, bulk dialogs, empty state and save errors. */
export const ptBR = {
  resources: {
    brands: {
      name: 'Marca |||| Marcas',
      empty: 'Nenhuma marca ainda',
      invite: 'Crie a primeira marca da loja.',
      fields: {
        name: 'Nome',
        sizeSystem: 'Sistema de tamanhos',
        strongBrandId: 'Marca do provedor',
        strongBrandName: 'Marca do provedor',
      },
    },
    'strong-brands': { name: 'Marca do provedor |||| Marcas do provedor' },
  },
  app: {
    brands: {
      none: 'Nenhum',
      sizeSystemCustom: 'Personalizado',
      nameTaken: 'Já existe uma marca com este nome nesta loja.',
      bulk: {
        setSizeSystem: 'Definir sistema de tamanhos',
        setStrongBrand: 'Vincular marca do provedor',
        title: 'Alterar %{smart_count} marca |||| Alterar %{smart_count} marcas',
        apply: 'Aplicar',
        updated: 'Marca atualizada |||| %{smart_count} marcas atualizadas',
      },
      sync: {
        link: 'Vincular às marcas do provedor de mesmo nome',
        linkDone: 'Marcas vinculadas: %{linked}. Sem marca do provedor de mesmo nome: %{notFound}.',
        create: 'Criar marcas do provedor',
        createTitle: 'Criar marcas do provedor',
        createContent:
          'Criar uma marca do provedor com o nome da marca selecionada e vinculá-la? |||| Criar marcas do provedor com os nomes das %{smart_count} marcas selecionadas e vinculá-las?',
        createDone: 'Marcas do provedor criadas: %{created}. Vinculadas: %{linked}. Ignoradas: %{skipped}.',
        createTables: 'Criar tabelas do provedor',
        createTablesTitle: 'Criar tabelas do provedor',
        createTablesContent:
          'Criar tabelas do provedor a partir das tabelas da marca selecionada? |||| Criar tabelas do provedor a partir das tabelas das %{smart_count} marcas selecionadas?',
        createTablesDone: 'Tabelas do provedor criadas: %{created}. Sem marca do provedor vinculada: %{skipped}.',
        createTablesNone:
          'Nenhuma tabela do provedor criada: as marcas selecionadas não têm tabela de medidas da loja que ainda não tenha virado tabela do provedor. Crie tabelas de medidas dessas marcas primeiro.',
        createTablesUnlinked:
          'Nenhuma tabela do provedor criada: as tabelas de medidas dessas marcas (%{skipped}) são de marcas sem marca do provedor vinculada. Vincule as marcas a uma marca do provedor primeiro.',
      },
    },
  },
};

export type BrandsTexts = typeof ptBR;

export const en: BrandsTexts = {
  resources: {
    brands: {
      name: 'Brand |||| Brands',
      empty: 'No brands yet',
      invite: "Create the store's first brand.",
      fields: {
        name: 'Name',
        sizeSystem: 'Size system',
        strongBrandId: 'Provider brand',
        strongBrandName: 'Provider brand',
      },
    },
    'strong-brands': { name: 'Provider brand |||| Provider brands' },
  },
  app: {
    brands: {
      none: 'None',
      sizeSystemCustom: 'Custom',
      nameTaken: 'This store already has a brand with this name.',
      bulk: {
        setSizeSystem: 'Set size system',
        setStrongBrand: 'Link provider brand',
        title: 'Change %{smart_count} brand |||| Change %{smart_count} brands',
        apply: 'Apply',
        updated: 'Brand updated |||| %{smart_count} brands updated',
      },
      sync: {
        link: 'Link to provider brands of the same name',
        linkDone: 'Brands linked: %{linked}. Without a provider brand of the same name: %{notFound}.',
        create: 'Create provider brands',
        createTitle: 'Create provider brands',
        createContent:
          'Create a provider brand named after the selected brand and link it? |||| Create provider brands named after the %{smart_count} selected brands and link them?',
        createDone: 'Provider brands created: %{created}. Linked: %{linked}. Skipped: %{skipped}.',
        createTables: 'Create provider tables',
        createTablesTitle: 'Create provider tables',
        createTablesContent:
          "Create provider tables from the selected brand's tables? |||| Create provider tables from the tables of the %{smart_count} selected brands?",
        createTablesDone: 'Provider tables created: %{created}. Without a linked provider brand: %{skipped}.',
        createTablesNone:
          'No provider table created: the selected brands have no store size table that is not already a provider table. Create size tables for these brands first.',
        createTablesUnlinked:
          'No provider table created: the size tables of these brands (%{skipped}) belong to brands with no linked provider brand. Link the brands to a provider brand first.',
      },
    },
  },
};

export const es: BrandsTexts = {
  resources: {
    brands: {
      name: 'Marca |||| Marcas',
      empty: 'Todavía no hay marcas',
      invite: 'Crea la primera marca de la tienda.',
      fields: {
        name: 'Nombre',
        sizeSystem: 'Sistema de tallas',
        strongBrandId: 'Marca del proveedor',
        strongBrandName: 'Marca del proveedor',
      },
    },
    'strong-brands': { name: 'Marca del proveedor |||| Marcas del proveedor' },
  },
  app: {
    brands: {
      none: 'Ninguno',
      sizeSystemCustom: 'Personalizado',
      nameTaken: 'Esta tienda ya tiene una marca con este nombre.',
      bulk: {
        setSizeSystem: 'Definir sistema de tallas',
        setStrongBrand: 'Vincular marca del proveedor',
        title: 'Cambiar %{smart_count} marca |||| Cambiar %{smart_count} marcas',
        apply: 'Aplicar',
        updated: 'Marca actualizada |||| %{smart_count} marcas actualizadas',
      },
      sync: {
        link: 'Vincular a marcas del proveedor con el mismo nombre',
        linkDone: 'Marcas vinculadas: %{linked}. Sin marca del proveedor con el mismo nombre: %{notFound}.',
        create: 'Crear marcas del proveedor',
        createTitle: 'Crear marcas del proveedor',
        createContent:
          '¿Crear una marca del proveedor con el nombre de la marca seleccionada y vincularla? |||| ¿Crear marcas del proveedor con los nombres de las %{smart_count} marcas seleccionadas y vincularlas?',
        createDone: 'Marcas del proveedor creadas: %{created}. Vinculadas: %{linked}. Omitidas: %{skipped}.',
        createTables: 'Crear tablas del proveedor',
        createTablesTitle: 'Crear tablas del proveedor',
        createTablesContent:
          '¿Crear tablas del proveedor a partir de las tablas de la marca seleccionada? |||| ¿Crear tablas del proveedor a partir de las tablas de las %{smart_count} marcas seleccionadas?',
        createTablesDone: 'Tablas del proveedor creadas: %{created}. Sin marca del proveedor vinculada: %{skipped}.',
        createTablesNone:
          'No se creó ninguna tabla del proveedor: las marcas seleccionadas no tienen tablas de medidas de la tienda que aún no sean tablas del proveedor. Cree primero tablas de medidas para estas marcas.',
        createTablesUnlinked:
          'No se creó ninguna tabla del proveedor: las tablas de medidas de estas marcas (%{skipped}) son de marcas sin marca del proveedor vinculada. Vincule primero las marcas a una marca del proveedor.',
      },
    },
  },
};

export const fr: BrandsTexts = {
  resources: {
    brands: {
      name: 'Marque |||| Marques',
      empty: 'Aucune marque pour le moment',
      invite: 'Créez la première marque de la boutique.',
      fields: {
        name: 'Nom',
        sizeSystem: 'Système de tailles',
        strongBrandId: 'Marque du fournisseur',
        strongBrandName: 'Marque du fournisseur',
      },
    },
    'strong-brands': { name: 'Marque du fournisseur |||| Marques du fournisseur' },
  },
  app: {
    brands: {
      none: 'Aucun',
      sizeSystemCustom: 'Personnalisé',
      nameTaken: 'Cette boutique a déjà une marque portant ce nom.',
      bulk: {
        setSizeSystem: 'Définir le système de tailles',
        setStrongBrand: 'Lier une marque du fournisseur',
        title: 'Modifier %{smart_count} marque |||| Modifier %{smart_count} marques',
        apply: 'Appliquer',
        updated: 'Marque mise à jour |||| %{smart_count} marques mises à jour',
      },
      sync: {
        link: 'Lier aux marques du fournisseur du même nom',
        linkDone: 'Marques liées : %{linked}. Sans marque du fournisseur du même nom : %{notFound}.',
        create: 'Créer des marques du fournisseur',
        createTitle: 'Créer des marques du fournisseur',
        createContent:
          'Créer une marque du fournisseur au nom de la marque sélectionnée et la lier ? |||| Créer des marques du fournisseur aux noms des %{smart_count} marques sélectionnées et les lier ?',
        createDone: 'Marques du fournisseur créées : %{created}. Liées : %{linked}. Ignorées : %{skipped}.',
        createTables: 'Créer des tableaux du fournisseur',
        createTablesTitle: 'Créer des tableaux du fournisseur',
        createTablesContent:
          'Créer des tableaux du fournisseur à partir des tableaux de la marque sélectionnée ? |||| Créer des tableaux du fournisseur à partir des tableaux des %{smart_count} marques sélectionnées ?',
        createTablesDone: 'Tableaux du fournisseur créés : %{created}. Sans marque du fournisseur liée : %{skipped}.',
        createTablesNone:
          'Aucun tableau du fournisseur créé : les marques sélectionnées n’ont aucun tableau de mesures de la boutique qui ne soit pas déjà un tableau du fournisseur. Créez d’abord des tableaux de mesures pour ces marques.',
        createTablesUnlinked:
          'Aucun tableau du fournisseur créé : les tableaux de mesures de ces marques (%{skipped}) appartiennent à des marques sans marque du fournisseur liée. Liez d’abord les marques à une marque du fournisseur.',
      },
    },
  },
};
