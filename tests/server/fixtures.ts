import type { Db } from '../../server/db/connection.js';
import type { Role } from '../../server/db/schema.js';
import { hashPassword } from '../../server/services/passwords.js';

export const FIXTURE_PASSWORD = 'secret-pass';
// Cheap scrypt parameters: the tests check behaviour, not cost.
let cheapHash: Promise<string> | undefined;
const fixtureHash = () => (cheapHash ??= hashPassword(FIXTURE_PASSWORD, { N: 1024, r: 8, p: 1 }));

export interface Fixture {
  tenants: { alpha: number; beta: number };
  users: { storeAlpha: number; storeBeta: number; moderator: number; administrator: number; newcomer: number };
  emails: { storeAlpha: string; storeBeta: string; moderator: string; administrator: string; newcomer: string };
  strongBrands: { nike: number };
}

/** Two stores, a member of each, staff of both roles and a user who has not accepted the terms. */
export async function seedFixture(db: Db): Promise<Fixture> {
  const password_hash = await fixtureHash();
  const [alpha, beta] = await db
    .insertInto('tenants')
    .values([
      { name: 'Loja Alfa', domain: 'alfa.example' },
      { name: 'Loja Beta', domain: 'beta.example' },
    ])
    .returning('id')
    .execute();
  const accepted = new Date();
  const emails = {
    storeAlpha: 'ana@alfa.example',
    storeBeta: 'bruno@beta.example',
    moderator: 'mod@provador.test',
    administrator: 'admin@provador.test',
    newcomer: 'new@alfa.example',
  };
  const roles: Record<keyof typeof emails, Role> = {
    storeAlpha: 'store',
    storeBeta: 'store',
    moderator: 'moderator',
    administrator: 'administrator',
    newcomer: 'store',
  };
  const users = {} as Fixture['users'];
  for (const key of Object.keys(emails) as (keyof typeof emails)[]) {
    const terms = key === 'newcomer' ? null : accepted;
    const row = await db
      .insertInto('users')
      .values({
        email: emails[key],
        name: key,
        password_hash,
        role: roles[key],
        accepted_privacy_policy_at: terms,
        accepted_use_terms_at: terms,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[key] = row.id;
  }
  await db
    .insertInto('tenant_users')
    .values([
      { tenant_id: alpha.id, user_id: users.storeAlpha },
      { tenant_id: alpha.id, user_id: users.newcomer },
      { tenant_id: beta.id, user_id: users.storeBeta },
    ])
    .execute();
  const nike = await db.insertInto('strong_brands').values({ name: 'Nike' }).returning('id').executeTakeFirstOrThrow();
  return { tenants: { alpha: alpha.id, beta: beta.id }, users, emails, strongBrands: { nike: nike.id } };
}

/** New stores of these names, the user a member of each; answers their ids in order. */
export async function addStoresWithMember(db: Db, names: string[], userId: number): Promise<number[]> {
  const stores = await db
    .insertInto('tenants')
    .values(names.map((name) => ({ name })))
    .returning('id')
    .execute();
  await db
    .insertInto('tenant_users')
    .values(stores.map((store) => ({ tenant_id: store.id, user_id: userId })))
    .execute();
  return stores.map((store) => store.id);
}
