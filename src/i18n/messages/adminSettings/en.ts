import type { AdminSettingsTexts } from './ptBR';

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
