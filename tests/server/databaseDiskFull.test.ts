import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('a database whose disk is full', () => {
  const t = useTestApp();
  // PostgreSQL refuses a write it has no room for with SQLSTATE 53100, as this trigger does for new brands.
  const fillDisk = () =>
    sql`
      CREATE FUNCTION pg_temp.no_space() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$;
      CREATE TRIGGER no_space BEFORE INSERT ON brands FOR EACH ROW EXECUTE FUNCTION pg_temp.no_space()`.execute(t.db);
  afterEach(async () => {
    await sql`DROP TRIGGER IF EXISTS no_space ON brands`.execute(t.db);
  });
  const createBrand = async (name: string) =>
    t.call(await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha), {
      method: 'POST',
      url: '/api/v1/brands/',
      payload: { name, sizeSystem: null, strongBrandId: null },
    });

  it('answers the refused write 503 naming the disk, and saves again once there is room', async () => {
    await fillDisk();
    const refused = await createBrand('Sem espaço');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.stringMatching(/disk is full/),
    });

    await sql`DROP TRIGGER no_space ON brands`.execute(t.db);
    expect((await createBrand('Com espaço')).statusCode).toBe(201);
  });
});
