import { Type, type Static } from 'typebox';

/** `POST /brands/sync/create-strong-brand`: what linking store brands to new provider brands did. */
export const StrongBrandsCreationSchema = Type.Object({
  created: Type.Integer({ description: 'Provider brands created.' }),
  linked: Type.Integer({ description: 'Store brands linked.' }),
  skipped: Type.Array(Type.Object({ id: Type.Integer(), reason: Type.String({ description: 'ALREADY_LINKED' }) })),
});

/** `POST /brands/sync/associate-brand-with-strong-brand`: the brands linked and those with no provider brand of their name. */
export const StrongBrandsAssociationSchema = Type.Object({
  linked: Type.Integer(),
  notFound: Type.Array(Type.Integer()),
});

export type StrongBrandsCreation = Static<typeof StrongBrandsCreationSchema>;
export type StrongBrandsAssociation = Static<typeof StrongBrandsAssociationSchema>;
