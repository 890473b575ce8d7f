import type { AdminSettingsTexts } from './ptBR';

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
