import type { ImportationRules } from '../../contract/feeds.js';
import { DEFAULT_IMPORTATION_RULES } from '../../contract/feeds.js';
import type { Db } from '../db/connection.js';
import { notFound, validation } from '../errors.js';
import { ownCategoryIds } from '../repositories/categories.js';
import { findImportationRules, updateImportationRules } from '../repositories/tenantIntegration.js';

export async function getImportationRules(db: Db, tenantId: number): Promise<ImportationRules> {
  const rules = await findImportationRules(db, tenantId);
  if (!rules) throw notFound('Store not found.');
  // Stored before a list was added: the default fills it in.
  return { ...DEFAULT_IMPORTATION_RULES, ...rules };
}

/** Each list given replaces the stored one; category rows must name the store's own categories. */
export async function patchImportationRules(
  db: Db,
  tenantId: number,
  patch: Partial<ImportationRules>,
): Promise<ImportationRules> {
  const rules = { ...(await getImportationRules(db, tenantId)), ...patch };
  const wanted = [...new Set(rules.categories.map((row) => row.categoryId))];
  const own = await ownCategoryIds(db, tenantId, wanted);
  const problems = rules.categories.flatMap((row, index) =>
    own.has(row.categoryId)
      ? []
      : [
          {
            field: `categories/${index}/categoryId`,
            code: 'NOT_FOUND' as const,
            message: 'The store has no such category.',
          },
        ],
  );
  if (problems.length > 0) throw validation(problems);
  await updateImportationRules(db, tenantId, rules);
  return rules;
}
