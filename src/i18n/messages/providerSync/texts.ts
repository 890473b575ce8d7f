/** The provider tables' two syncs over every store (/strong-table): starting them, their progress and results. */
export const ptBR = {
  app: {
    providerSync: {
      button: 'Sincronizar',
      title: 'Sincronizar com as lojas',
      create: {
        title: 'Criar tabelas do provedor a partir das lojas',
        text: 'Cada tabela das lojas neste sistema de tamanhos, de uma marca vinculada a uma marca do provedor, vira uma tabela do provedor (estática), se ainda não virou.',
        sizeSystem: 'Sistema de tamanhos',
        start: 'Criar tabelas',
        result:
          '%{created} tabela(s) do provedor criada(s); %{skipped} tabela(s) das lojas ignorada(s) porque a marca não está vinculada a uma marca do provedor.',
      },
      link: {
        title: 'Vincular todos os produtos novamente',
        text: 'Os produtos de todas as lojas passam a usar a tabela do provedor a que o seu vínculo leva agora.',
        start: 'Vincular produtos',
        confirmTitle: 'Vincular de novo os produtos de todas as lojas?',
        confirmText:
          'A tabela do provedor de cada produto vinculado pode mudar, em todas as lojas. A tarefa segue em segundo plano.',
        result:
          '%{linked} produto(s) mudaram de tabela do provedor; %{unmatched} produto(s) com vínculo não encontram nenhuma tabela.',
      },
      status: {
        waiting: 'Na fila, pedido por %{author}.',
        running: 'Em andamento: loja %{done} de %{total}.',
        finished: 'Concluída em %{date} (pedida por %{author}).',
        failed: 'Falhou em %{date}. Tente de novo.',
        never: 'Ainda não executada.',
        sizeSystem: 'Sistema de tamanhos %{sizeSystem}.',
      },
      progress: 'Andamento da tarefa',
      loadFailed: 'Não foi possível ler as tarefas de sincronização.',
    },
  },
};

export type ProviderSyncTexts = typeof ptBR;

export const en: ProviderSyncTexts = {
  app: {
    providerSync: {
      button: 'Sync',
      title: 'Sync with the stores',
      create: {
        title: "Create provider tables from the stores' tables",
        text: 'Each store table of this size system whose brand links to a provider brand becomes a (static) provider table, unless it already has one.',
        sizeSystem: 'Size system',
        start: 'Create tables',
        result:
          '%{created} provider table(s) created; %{skipped} store table(s) skipped because their brand links to no provider brand.',
      },
      link: {
        title: 'Link all products again',
        text: 'The products of every store take the provider table their link leads to now.',
        start: 'Link products',
        confirmTitle: "Link every store's products again?",
        confirmText:
          "Each linked product's provider table may change, in every store. The job goes on in the background.",
        result: '%{linked} product(s) changed provider table; %{unmatched} linked product(s) match no table.',
      },
      status: {
        waiting: 'Queued, asked by %{author}.',
        running: 'Running: store %{done} of %{total}.',
        finished: 'Finished on %{date} (asked by %{author}).',
        failed: 'Failed on %{date}. Try again.',
        never: 'Not run yet.',
        sizeSystem: 'Size system %{sizeSystem}.',
      },
      progress: 'Job progress',
      loadFailed: 'The sync jobs could not be read.',
    },
  },
};

export const es: ProviderSyncTexts = {
  app: {
    providerSync: {
      button: 'Sincronizar',
      title: 'Sincronizar con las tiendas',
      create: {
        title: 'Crear tablas del proveedor a partir de las tiendas',
        text: 'Cada tabla de las tiendas de este sistema de tallas, de una marca vinculada a una marca del proveedor, se convierte en una tabla del proveedor (estática), si aún no lo es.',
        sizeSystem: 'Sistema de tallas',
        start: 'Crear tablas',
        result:
          '%{created} tabla(s) del proveedor creada(s); %{skipped} tabla(s) de las tiendas omitida(s) porque su marca no está vinculada a una marca del proveedor.',
      },
      link: {
        title: 'Vincular todos los productos de nuevo',
        text: 'Los productos de todas las tiendas pasan a usar la tabla del proveedor a la que lleva ahora su vínculo.',
        start: 'Vincular productos',
        confirmTitle: '¿Vincular de nuevo los productos de todas las tiendas?',
        confirmText:
          'La tabla del proveedor de cada producto vinculado puede cambiar, en todas las tiendas. La tarea sigue en segundo plano.',
        result:
          '%{linked} producto(s) cambiaron de tabla del proveedor; %{unmatched} producto(s) vinculados no encuentran ninguna tabla.',
      },
      status: {
        waiting: 'En cola, pedida por %{author}.',
        running: 'En curso: tienda %{done} de %{total}.',
        finished: 'Terminada el %{date} (pedida por %{author}).',
        failed: 'Falló el %{date}. Inténtelo de nuevo.',
        never: 'Aún no ejecutada.',
        sizeSystem: 'Sistema de tallas %{sizeSystem}.',
      },
      progress: 'Avance de la tarea',
      loadFailed: 'No se pudieron leer las tareas de sincronización.',
    },
  },
};

export const fr: ProviderSyncTexts = {
  app: {
    providerSync: {
      button: 'Synchroniser',
      title: 'Synchroniser avec les boutiques',
      create: {
        title: 'Créer des tableaux du fournisseur à partir des boutiques',
        text: "Chaque tableau des boutiques de ce système de tailles, d'une marque liée à une marque du fournisseur, devient un tableau du fournisseur (statique), s'il ne l'est pas déjà.",
        sizeSystem: 'Système de tailles',
        start: 'Créer les tableaux',
        result:
          "%{created} tableau(x) du fournisseur créé(s) ; %{skipped} tableau(x) des boutiques ignoré(s) car leur marque n'est liée à aucune marque du fournisseur.",
      },
      link: {
        title: 'Relier de nouveau tous les produits',
        text: 'Les produits de toutes les boutiques prennent le tableau du fournisseur auquel leur lien mène maintenant.',
        start: 'Relier les produits',
        confirmTitle: 'Relier de nouveau les produits de toutes les boutiques ?',
        confirmText:
          'Le tableau du fournisseur de chaque produit lié peut changer, dans toutes les boutiques. La tâche se poursuit en arrière-plan.',
        result:
          '%{linked} produit(s) ont changé de tableau du fournisseur ; %{unmatched} produit(s) liés ne trouvent aucun tableau.',
      },
      status: {
        waiting: 'En file, demandée par %{author}.',
        running: 'En cours : boutique %{done} sur %{total}.',
        finished: 'Terminée le %{date} (demandée par %{author}).',
        failed: 'Échec le %{date}. Réessayez.',
        never: 'Pas encore lancée.',
        sizeSystem: 'Système de tailles %{sizeSystem}.',
      },
      progress: 'Avancement de la tâche',
      loadFailed: 'Impossible de lire les tâches de synchronisation.',
    },
  },
};
