/** The admin settings page (/admin-settings), the cache invalidation and the shell's support link. */
export const ptBR = {
  resources: {
    'admin-settings': {
      fields: {
        supportEmail: 'E-mail de suporte',
        crashWebhookUrl: 'Webhook de relatórios de falha',
        feedScheduleHours: 'Intervalo das importações agendadas',
        sessionIdleMinutes: 'Tempo máximo de inatividade da sessão',
        sessionMaxHours: 'Duração máxima da sessão',
        signInMaxFailures: 'Limite de tentativas de acesso',
      },
    },
  },
  app: {
    adminSettings: {
      sections: {
        support: 'Suporte',
        sessions: 'Sessões',
        feeds: 'Importação de feeds',
        security: 'Segurança',
      },
      units: { minutes: 'Em minutos', hours: 'Em horas' },
      default: 'Vazio: o valor do servidor (%{value})',
      administratorsOnly: 'Apenas administradores podem ver ou alterar este campo.',
      save: 'Salvar configurações',
      saved: 'Configurações salvas; todos os servidores as usam em poucos segundos.',
      nothingChanged: 'Nada foi alterado.',
      reload: 'Recarregar',
      webhook: {
        none: 'nenhum configurado',
        replace: 'Substituir',
        replaceHelp: 'O endereço completo não será mostrado novamente. Vazio: o valor do servidor.',
        source: {
          settings: 'Definido nestas configurações.',
          environment: 'Vem da configuração do servidor.',
          none: 'Os relatórios de falha vão apenas para o registro do servidor.',
        },
      },
      changes: {
        title: 'Alterações',
        none: 'Nenhuma alteração salva ainda.',
        line: '%{when} · %{who}',
      },
      invalidation: {
        title: 'Caches',
        explanation:
          'Faz todos os servidores descartarem o que guardam das lojas e das configurações e lerem de novo do banco de dados.',
        action: 'Invalidar caches',
        confirmTitle: 'Invalidar os caches?',
        confirmContent: 'Todos os servidores vão recarregar lojas e configurações do banco de dados.',
        done: 'Caches invalidados; todos os servidores recarregam em até %{seconds} s.',
      },
    },
    supportLink: { label: 'Suporte: %{email}' },
  },
};

export type AdminSettingsTexts = typeof ptBR;

export const en: AdminSettingsTexts = {
  resources: {
    'admin-settings': {
      fields: {
        supportEmail: 'Support e-mail',
        crashWebhookUrl: 'Crash report webhook',
        feedScheduleHours: 'Interval of scheduled imports',
        sessionIdleMinutes: 'Session idle time',
        sessionMaxHours: 'Session maximum time',
        signInMaxFailures: 'Sign-in limit',
      },
    },
  },
  app: {
    adminSettings: {
      sections: {
        support: 'Support',
        sessions: 'Sessions',
        feeds: 'Feed imports',
        security: 'Security',
      },
      units: { minutes: 'In minutes', hours: 'In hours' },
      default: "Empty: the server's value (%{value})",
      administratorsOnly: 'Only administrators may see or change this field.',
      save: 'Save settings',
      saved: 'Settings saved; every server uses them within a few seconds.',
      nothingChanged: 'Nothing was changed.',
      reload: 'Reload',
      webhook: {
        none: 'none set',
        replace: 'Replace',
        replaceHelp: "The full address will not be shown again. Empty: the server's value.",
        source: {
          settings: 'Set in these settings.',
          environment: "Comes from the server's configuration.",
          none: "Crash reports only go to the server's log.",
        },
      },
      changes: {
        title: 'Changes',
        none: 'No change saved yet.',
        line: '%{when} · %{who}',
      },
      invalidation: {
        title: 'Caches',
        explanation:
          'Makes every server drop what it keeps of stores and settings and read them again from the database.',
        action: 'Invalidate caches',
        confirmTitle: 'Invalidate the caches?',
        confirmContent: 'Every server will reload stores and settings from the database.',
        done: 'Caches invalidated; every server reloads within %{seconds} s.',
      },
    },
    supportLink: { label: 'Support: %{email}' },
  },
};

export const es: AdminSettingsTexts = {
  resources: {
    'admin-settings': {
      fields: {
        supportEmail: 'Correo de soporte',
        crashWebhookUrl: 'Webhook de informes de fallos',
        feedScheduleHours: 'Intervalo de las importaciones programadas',
        sessionIdleMinutes: 'Tiempo máximo de inactividad de la sesión',
        sessionMaxHours: 'Duración máxima de la sesión',
        signInMaxFailures: 'Límite de intentos de acceso',
      },
    },
  },
  app: {
    adminSettings: {
      sections: {
        support: 'Soporte',
        sessions: 'Sesiones',
        feeds: 'Importación de feeds',
        security: 'Seguridad',
      },
      units: { minutes: 'En minutos', hours: 'En horas' },
      default: 'Vacío: el valor del servidor (%{value})',
      administratorsOnly: 'Solo los administradores pueden ver o cambiar este campo.',
      save: 'Guardar configuración',
      saved: 'Configuración guardada; todos los servidores la usan en pocos segundos.',
      nothingChanged: 'No se cambió nada.',
      reload: 'Recargar',
      webhook: {
        none: 'ninguno configurado',
        replace: 'Reemplazar',
        replaceHelp: 'La dirección completa no se mostrará de nuevo. Vacío: el valor del servidor.',
        source: {
          settings: 'Definido en esta configuración.',
          environment: 'Viene de la configuración del servidor.',
          none: 'Los informes de fallos solo van al registro del servidor.',
        },
      },
      changes: {
        title: 'Cambios',
        none: 'Todavía no se guardó ningún cambio.',
        line: '%{when} · %{who}',
      },
      invalidation: {
        title: 'Cachés',
        explanation:
          'Hace que todos los servidores descarten lo que guardan de las tiendas y la configuración y lo lean de nuevo de la base de datos.',
        action: 'Invalidar cachés',
        confirmTitle: '¿Invalidar las cachés?',
        confirmContent: 'Todos los servidores recargarán tiendas y configuración desde la base de datos.',
        done: 'Cachés invalidadas; todos los servidores recargan en menos de %{seconds} s.',
      },
    },
    supportLink: { label: 'Soporte: %{email}' },
  },
};

export const fr: AdminSettingsTexts = {
  resources: {
    'admin-settings': {
      fields: {
        supportEmail: 'E-mail du support',
        crashWebhookUrl: 'Webhook des rapports de plantage',
        feedScheduleHours: 'Intervalle des imports planifiés',
        sessionIdleMinutes: "Durée d'inactivité de la session",
        sessionMaxHours: 'Durée maximale de la session',
        signInMaxFailures: 'Limite des tentatives de connexion',
      },
    },
  },
  app: {
    adminSettings: {
      sections: {
        support: 'Support',
        sessions: 'Sessions',
        feeds: 'Import des flux',
        security: 'Sécurité',
      },
      units: { minutes: 'En minutes', hours: 'En heures' },
      default: 'Vide : la valeur du serveur (%{value})',
      administratorsOnly: 'Seuls les administrateurs peuvent voir ou modifier ce champ.',
      save: 'Enregistrer les paramètres',
      saved: 'Paramètres enregistrés ; tous les serveurs les utilisent en quelques secondes.',
      nothingChanged: "Rien n'a été modifié.",
      reload: 'Recharger',
      webhook: {
        none: 'aucun défini',
        replace: 'Remplacer',
        replaceHelp: "L'adresse complète ne sera plus affichée. Vide : la valeur du serveur.",
        source: {
          settings: 'Défini dans ces paramètres.',
          environment: 'Vient de la configuration du serveur.',
          none: 'Les rapports de plantage ne vont que dans le journal du serveur.',
        },
      },
      changes: {
        title: 'Modifications',
        none: 'Aucune modification enregistrée.',
        line: '%{when} · %{who}',
      },
      invalidation: {
        title: 'Caches',
        explanation:
          'Fait oublier à tous les serveurs ce qu’ils gardent des boutiques et des paramètres, et les relire dans la base de données.',
        action: 'Invalider les caches',
        confirmTitle: 'Invalider les caches ?',
        confirmContent: 'Tous les serveurs rechargeront boutiques et paramètres depuis la base de données.',
        done: 'Caches invalidés ; tous les serveurs rechargent en moins de %{seconds} s.',
      },
    },
    supportLink: { label: 'Support : %{email}' },
  },
};
