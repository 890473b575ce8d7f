import type { Insertable } from 'kysely';
import { DetailCodes } from '../../domain/errorCodes.js';
import type { Db } from '../db/connection.js';
import type { ProductsTable } from '../db/schema.js';
import {
  COLOURS,
  MODIFIERS,
  PRODUCT_NOUNS,
  productName,
  slugify,
  type Language,
  type randomFrom,
} from './demoVocabulary.js';

export type DemoProduct = Insertable<ProductsTable>;
type Random = ReturnType<typeof randomFrom>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SIZING_NOT_FOUND = 'Product sizing not found';
const STYLE_NOT_IN_CHART = "Chart doesn't contemplates this size style";

interface ActivityOptions {
  unknownProducts?: number;
  importRuns?: number;
  now: Date;
  language: Language;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Pages of the store's site that the catalogue lacks, seen on some of the last seven days, with their hits. */
async function seedUnknownProducts(
  trx: Db,
  tenantId: number,
  domain: string,
  count: number,
  now: Date,
  language: Language,
  random: Random,
) {
  const nouns =
    language === 'pt'
      ? [...PRODUCT_NOUNS.Vestidos!, ...PRODUCT_NOUNS.Blusas!, ...PRODUCT_NOUNS.Tênis!]
      : [...PRODUCT_NOUNS.Shirts!, ...PRODUCT_NOUNS.Sneakers!];
  const rows = [];
  const seen = new Set<string>();
  for (let page = 0; rows.length < count; page++) {
    const name = productName(
      random.pick(nouns),
      random.pick(MODIFIERS[language].clothes),
      random.pick(COLOURS[language]),
      language,
    );
    const permalink = `https://${domain}/produto/${slugify(name)}-${9000 + page}`;
    // A page is often seen on several days in a row, more on the latest ones.
    const days = 1 + Math.floor(random.next() * 3);
    for (let d = 0; d < days && rows.length < count; d++) {
      const back = Math.min(6, Math.floor(random.next() * 7));
      const key = `${permalink} ${back}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const dayStart = Date.parse(dayOf(new Date(now.getTime() - back * DAY)));
      const first = dayStart + random.next() * (back === 0 ? Math.max(0, now.getTime() - dayStart) : 12 * HOUR);
      rows.push({
        tenant_id: tenantId,
        permalink,
        // The site does not always say what a page sells; then only the address is known.
        name: random.next() < 0.8 ? name : null,
        day: dayOf(new Date(dayStart)),
        hits: 1 + Math.floor(400 * random.next() ** 3),
        first_seen_at: new Date(first),
        last_seen_at: new Date(Math.min(now.getTime(), first + random.next() * 10 * HOUR)),
      });
    }
  }
  if (rows.length) await trx.insertInto('unknown_products').values(rows).execute();
  return new Set(rows.map((r) => r.permalink)).size;
}

/** The feed importer's nightly runs; one failed, the latest finished with a few products it could not size. */
async function seedImportRuns(
  trx: Db,
  tenantId: number,
  products: DemoProduct[],
  unknown: number,
  runs: number,
  now: Date,
  random: Random,
) {
  const inFeed = products.filter((p) => p.feed_product_id !== null);
  const troubled = products
    .filter((p) => p.modeling_id === null && p.plugin_active)
    .slice(0, 3)
    .concat(products.filter((p) => p.modeling_id !== null && p.plugin_active).slice(0, 2));
  // As the importer lists them (server/services/feedPlan.ts): the first ones came without sizes that night.
  const errors = troubled.map((p, i) => ({
    code: i < 3 ? DetailCodes.NO_SIZES : DetailCodes.SIZES_NOT_IN_CHART,
    product: p.name,
    gender: p.gender,
    ageGroup: p.age_group,
    sizes: i < 3 ? [] : p.available_sizes,
    message: i < 3 ? SIZING_NOT_FOUND : STYLE_NOT_IN_CHART,
  }));
  const values = [];
  for (let back = runs - 1; back >= 0; back--) {
    const startedAt = new Date(now.getTime() - back * DAY - 2 * HOUR - random.next() * HOUR);
    const finishedAt = new Date(startedAt.getTime() + (2 + random.next() * 6) * 60_000);
    const latest = back === 0;
    const failed = back === 2 && runs > 2;
    values.push({
      tenant_id: tenantId,
      source: 'feed' as const,
      status: failed ? ('failed' as const) : ('finished' as const),
      started_at: startedAt,
      finished_at: finishedAt,
      read_count: failed ? 0 : inFeed.length - (latest ? 0 : Math.floor(random.next() * 40)),
      updated_count: failed ? 0 : Math.floor(inFeed.length * (0.02 + random.next() * 0.08)),
      inserted_count: failed ? 0 : Math.floor(random.next() * 25),
      unknown_count: failed ? 0 : latest ? unknown : Math.floor(random.next() * unknown),
      error_message: failed ? 'The feed could not be downloaded: the server took longer than 60 s to answer.' : null,
      errors: JSON.stringify(
        failed ? [] : latest ? errors : errors.slice(0, 1 + Math.floor(random.next() * errors.length)),
      ),
    });
  }
  if (values.length) await trx.insertInto('import_runs').values(values).execute();
}

export async function seedDemoActivity(
  trx: Db,
  tenantId: number,
  domain: string,
  products: DemoProduct[],
  options: ActivityOptions,
  random: Random,
) {
  const { unknownProducts = 60, importRuns = 5, now, language } = options;
  const unknown = await seedUnknownProducts(trx, tenantId, domain, unknownProducts, now, language, random);
  await seedImportRuns(trx, tenantId, products, unknown, importRuns, now, random);
}
