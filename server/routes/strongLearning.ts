import { IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { LearningAcceptedSchema, LearningProposalSchema } from '../../contract/strongLearning.js';
import { acceptProposal, learnedVsDrawn } from '../services/strongLearning.js';
import { authorOf } from '../plugins/access.js';
import type { RoutePlugin } from './types.js';

const tags = ['strong modelings'];

export const prefix = '/strong';

/** What learning proposes for an organic provider table, and accepting it. Moderators. Mounted under /strong. */
export const strongLearningRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/modelings/single/:id/learning',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "A provider table's learned ranges against its drawn ones, per size",
        description:
          'Learning runs in the worker, never here: this reads its last proposal. `learnedAt` is null before the ' +
          'first run; `outdated` is true when the table was saved after learning ran.',
        params: IdParams,
        response: { 200: LearningProposalSchema, 404: ErrorBody },
      },
    },
    async (request) => learnedVsDrawn(db, request.params.id),
  );

  app.post(
    '/modelings/single/:id/learning/accept',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Save the learned ranges into the provider table',
        description:
          'Writes the learned ranges, confidence and sample count of every size. 404 NOT_FOUND when nothing ' +
          'was learned yet; 409 LEARNING_OUTDATED when the table was saved after learning ran. Like any save, ' +
          'it keeps a version of the table (origin `learning`).',
        params: IdParams,
        response: { 200: LearningAcceptedSchema, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => acceptProposal(db, request.params.id, authorOf(request)),
  );
};
