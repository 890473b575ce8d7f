/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

/** The most common passwords the web app checks (viteCommonPasswords.ts). */
declare module 'virtual:common-passwords' {
  const passwords: string[];
  export default passwords;
}
