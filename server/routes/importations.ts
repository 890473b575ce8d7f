import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { tenantOf } from '../plugins/access.js';
import { latestFeedRun } from '../repositories/importRuns.js';
import type { Api, RouteDeps } from './types.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// Written by the feed importer; every field optional so an older or partial entry still shows.
const ImportErrorSchema = Type.Object(
  {
    product: Type.Optional(Type.String()),
    gender: Type.Optional(Nullable(Type.String())),
    ageGroup: Type.Optional(Nullable(Type.String())),
    sizes: Type.Optional(Nullable(Type.Union([Type.String(), Type.Array(Type.String())]))),
    message: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

const ImportRunSchema = Type.Object({
  id: Type.Integer(),
  source: Type.String(),
  status: Type.String({ description: 'running, finished or failed' }),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  readCount: Type.Integer(),
  updatedCount: Type.Integer(),
  insertedCount: Type.Integer(),
  unknownCount: Type.Integer(),
  errorMessage: Nullable(Type.String()),
  errors: Type.Array(ImportErrorSchema),
});

export async function importationsRoutes(app: Api, { db }: RouteDeps): Promise<void> {
  app.get(
    '/importations/latest',
    {
      config: { access: 'store' },
      schema: {
        tags: ['importations'],
        summary: "The current store's latest feed import, or null before the first one",
        response: { 200: Nullable(ImportRunSchema) },
      },
    },
    async (request) => {
      const run = await latestFeedRun(db, tenantOf(request));
      if (!run) return null;
      return {
        ...run,
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
        errors: run.errors as Record<string, unknown>[],
      };
    },
  );
}
