import { http } from 'msw';
import { server } from './mswServer.js';

export const API = '/api/v1';

type Json = Record<string, unknown>;

/** Answers `method` on the API path `url` with `reply`, and keeps each JSON body sent there for the test to check. */
export function captureBody<Body = Json>(
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  reply: (body: Body) => Response,
): Body[] {
  const bodies: Body[] = [];
  server.use(
    http[method](`${API}${url}`, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}
