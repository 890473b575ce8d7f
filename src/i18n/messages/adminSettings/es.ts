import type { AdminSettingsTexts } from './ptBR';

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
