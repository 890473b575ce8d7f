import type { ProductState, ProductFilterOption } from '../../../../domain/productState';
import type { PRODUCT_TYPES } from '../../../../domain/enums';
import type { SearchMode } from '../../../resources/products/productQuery';

// Keyed by the domain's enums so a new option without a label is a compile error.
const filters: Record<ProductFilterOption | 'label', string> = {
  label: 'Filtrar produtos por situação',
  all: 'Todos',
  pending: 'Pendentes',
  pending_active: 'Em alerta',
  plugin_active: 'Provador ativo',
  plugin_inactive: 'Provador inativo',
  active: 'Cobertos',
};

const states: Record<ProductState, string> = {
  inactive: 'Inativo',
  pending: 'Pendente',
  alert: 'Alerta',
  covered: 'Coberto',
};

const modes: Record<SearchMode, string> = { name: 'Nome ou permalink', feedProductId: 'ID do feed', id: 'ID' };
const productTypes: Record<(typeof PRODUCT_TYPES)[number], string> = {
  clothes: 'Roupas e acessórios',
  shoe: 'Calçados',
};

/**
 * Products: list, filter options, feed sync details, export, batch edit and editor; also the texts of two
 * shared dialogs first used here, the typed delete confirmation (app.confirm) and the CSV import (app.csvImport).
 */
export const ptBR = {
  resources: {
    products: {
      fields: {
        id: 'ID',
        name: 'Nome',
        permalink: 'Permalink',
        code: 'Código',
        feedProductId: 'ID do produto no feed',
        imageUrl: 'Imagem',
        brandId: 'Marca',
        brandName: 'Marca',
        feedBrand: 'Marca no feed',
        categoryId: 'Categoria',
        categoryName: 'Categoria',
        gender: 'Gênero',
        ageGroup: 'Faixa etária',
        sizeType: 'Tipo de tamanho',
        productType: 'Tipo de produto',
        sizeSystem: 'Sistema de tamanhos',
        sizes: 'Tamanhos',
        modelingId: 'Tabela de medidas',
        modelingName: 'Tabela',
        pluginActive: 'Provador',
        state: 'Situação',
        updatedAt: 'Atualizado em',
        strongBrandId: 'Marca do provedor',
        strongCategoryId: 'Categoria do provedor',
        strongSubcategoryId: 'Subcategoria',
        strongModel: 'Modelo',
        strongSlug: 'Slug',
        strongType: 'Tipo do provedor',
        strongSlugWeight: 'Peso do slug',
        strongLinkActive: 'Vínculo ativo',
      },
    },
  },
  app: {
    products: {
      filters,
      states,
      productTypes,
      search: { placeholder: 'Buscar produtos', mode: 'Buscar por', modes },
      plugin: {
        toggle: 'Provador de %{name}',
        on: 'Provador ativado para %{name}',
        off: 'Provador desativado para %{name}',
      },
      actions: {
        new: 'Novo produto',
        import: 'Importar CSV',
        export: 'Exportar',
        sync: 'Sincronização do XML',
        delete: 'Excluir produtos',
      },
      import: { title: 'Importar produtos de um arquivo CSV' },
      export: {
        download: 'Baixar CSV',
        email: 'Enviar por e-mail',
        downloaded: 'Exportação concluída: %{file}',
        emailed: 'Exportação concluída! O arquivo foi enviado para %{email}',
        failed: 'Erro na exportação: %{error}',
      },
      sync: {
        title: 'Sincronização do XML',
        never: 'O feed de produtos desta loja ainda não foi sincronizado.',
        syncNow: 'Sincronizar agora',
        queued: 'Sincronização na fila (posição %{position}); os números abaixo se atualizam durante a execução.',
        running: 'Sincronizando: os números crescem à medida que o XML é lido.',
        last: 'Última sincronização em %{date} às %{time}',
        read: 'Lidos',
        updated: 'Atualizados',
        inserted: 'Inseridos',
        unknown: 'Desconhecidos',
        errors: 'Erros de importação',
        noErrors: 'Nenhum erro de importação.',
        product: 'Produto',
        genderAgeGroup: 'Gênero / faixa etária',
        sizes: 'Tamanhos',
        message: 'Erro',
        messageNotFound: 'Mensagem de erro não encontrada',
        // Row errors the feed importer writes in English (spec section 8).
        messages: {
          sizingNotFound: 'Tabela de medidas do produto não encontrada',
          styleNotInChart: 'A tabela não contempla este tipo de tamanho',
        },
      },
      deleteAll: {
        all: 'Excluir todos os produtos',
        pending: 'Excluir produtos pendentes',
        allTitle: 'Excluir todos os produtos da loja',
        allMessage: 'Todos os produtos desta loja serão excluídos. Esta ação não pode ser desfeita.',
        pendingTitle: 'Excluir os produtos pendentes',
        pendingMessage: 'Todos os produtos pendentes desta loja serão excluídos. Esta ação não pode ser desfeita.',
        done: '%{smart_count} produto excluído |||| %{smart_count} produtos excluídos',
      },
      bulk: {
        edit: 'Editar em lote',
        title: 'Editar %{smart_count} produto |||| Editar %{smart_count} produtos',
        help: 'Marque os campos que devem mudar; os demais ficam como estão em cada produto.',
        change: 'Alterar %{field}',
        apply: 'Aplicar',
        updated: 'Produto atualizado |||| %{smart_count} produtos atualizados',
      },
      editor: {
        newTitle: 'Novo produto',
        identification: 'Identificação',
        classification: 'Classificação',
        sizing: 'Tabela e tamanhos',
        imagePreview: 'Imagem do produto',
        none: 'Nenhum',
        noSizes: 'Escolha uma tabela ou digite um tamanho.',
        letterSizes: 'Selecionar todos os tamanhos em letras',
        numberSizes: 'Selecionar todos os tamanhos numéricos',
        newSize: 'Outro tamanho',
        addSize: 'Adicionar',
        outsideChart: 'Tamanhos que não estão na tabela: %{sizes}',
        strongLink: 'Tabela do provedor vinculada (opcional)',
        strongLinkNeedsBrand: 'Escolha a marca do provedor para encontrar a tabela.',
        strongLinkError: 'Não foi possível procurar a tabela do provedor.',
        strongLinkSearching: 'Procurando a tabela do provedor…',
        strongLinkNotFound: 'Nenhuma tabela encontrada para os atributos digitados. Preencha os outros campos.',
        strongLinkFound: 'Tabela do provedor encontrada:',
        strongLinkHelp: 'A tabela do provedor é encontrada pela marca, categoria, subcategoria, modelo e slug.',
        duplicate: 'Já existe um produto com este permalink ou ID do feed nesta loja.',
      },
    },
    confirm: {
      typeWord: 'Digite %{word} para confirmar',
      delete: 'Excluir',
    },
    csvImport: {
      help: 'Colunas reconhecidas (a primeira linha do arquivo): %{columns}.',
      choose: 'Escolher arquivo',
      start: 'Importar',
      cancel: 'Interromper',
      reading: 'Lendo o arquivo…',
      progress: '%{sent} de %{total} linhas enviadas',
      wrongFormat: 'O formato do arquivo selecionado não é suportado. Tente enviar um arquivo no formato .CSV',
      failed: 'Erro na importação:',
      cancelled: 'Importação interrompida; as linhas já enviadas foram gravadas.',
      inserted: '%{smart_count} produto inserido |||| %{smart_count} produtos inseridos',
      updated: '%{smart_count} produto atualizado |||| %{smart_count} produtos atualizados',
      unchanged: '%{smart_count} produto sem alterações |||| %{smart_count} produtos sem alterações',
      noErrors: 'Nenhuma linha com erro.',
      errors: '%{smart_count} linha com erro |||| %{smart_count} linhas com erro',
      errorsTable: 'Linhas com erro',
      moreErrors: 'e mais %{smart_count} erro |||| e mais %{smart_count} erros',
      errorCount: '(%{smart_count} erro) |||| (%{smart_count} erros)',
      encoding: 'Codificação do arquivo: %{encoding}',
      encodings: {
        'utf-8': 'UTF-8',
        'windows-1252': 'Windows-1252 (padrão do Excel no Windows)',
      },
      line: 'Linha',
      field: 'Campo',
      message: 'Erro',
    },
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ProductsTexts = Texts<typeof ptBR>;
