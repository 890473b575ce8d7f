import { readFileSync } from 'node:fs';
import { AppInfoSchema } from '../../contract/appInfo.js';
import type { RoutePlugin } from './types.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const appInfoRoutes: RoutePlugin = async (app, { settings }) => {
  app.get(
    '/app-info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['app'],
        summary: 'Public facts the login screen shows: version and support address',
        security: [],
        response: { 200: AppInfoSchema },
      },
    },
    async () => ({ version, supportEmail: settings.current().supportEmail }),
  );
};
