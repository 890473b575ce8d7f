import { Type, type Static } from 'typebox';

/** `GET /app-info`: public facts the login screen shows. */
export const AppInfoSchema = Type.Object({ version: Type.String(), supportEmail: Type.String() });

export type AppInfo = Static<typeof AppInfoSchema>;
