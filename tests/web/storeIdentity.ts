import type { Identity } from '../../src/providers/session';

/** The cached identity of a moderator whose session is in store `tenantId`. */
export const moderatorIn = (tenantId: number): Identity => ({
  userId: 1,
  email: 'mod@provador.test',
  name: null,
  role: 'moderator',
  tenantId,
  tenantName: `Loja ${tenantId}`,
  tenantFeatures: [],
  moderatorUser: true,
  administratorUser: false,
});
