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
