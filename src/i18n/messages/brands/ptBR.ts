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
      },
    },
  },
};

export type BrandsTexts = typeof ptBR;
