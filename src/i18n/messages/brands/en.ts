import type { BrandsTexts } from './ptBR';

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
      },
    },
  },
};
