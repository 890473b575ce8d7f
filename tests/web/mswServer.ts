import { setupServer } from 'msw/node';

/** One msw server for the web suite; each test adds the handlers it needs with server.use(...). */
export const server = setupServer();
