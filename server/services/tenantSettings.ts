import { DetailCodes } from '../../domain/errorCodes.js';
import type { NewTenantBody, SettingsHistory, TenantDetails, TenantDetailsBody } from '../../contract/tenants.js';
import { STORE_CLASS_FIELDS } from '../../contract/fieldLists.js';
import { HISTORY_PAGE_SIZE } from '../../contract/tableHistory.js';
import { defaultCountryOf } from '../../domain/storeEnums.js';
import type { Db } from '../db/connection.js';
import { AppError, conflictOnDuplicate, validation, type FieldProblem } from '../errors.js';
import {
  COVERAGE_COLUMNS,
  TOP_COLUMNS,
  changesAfter,
  fieldsChangedSince,
  hasTenantChange,
  findTenantDetails,
  insertTenant,
  insertTenantChange,
  isStaffUser,
  listTenantChanges,
  updateTenantSettings,
  type CoverageField,
  type SettingsColumns,
  type TopField,
} from '../repositories/tenantSettings.js';
import { nameProblems } from './fieldRules.js';
import type { StorefrontStores } from './storefrontStores.js';

const tenantNotFound = () => new AppError(404, 'TENANT_NOT_FOUND', 'Tenant not found');
const NAME_TAKEN = 'A store with this name already exists.';

export async function getTenantDetails(db: Db, tenantId: number): Promise<TenantDetails> {
  const details = await findTenantDetails(db, tenantId);
  if (!details) throw tenantNotFound();
  return details;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const hostName = (value: string) => value.trim().toLowerCase();

/** The body's values as they are kept: names trimmed, host names in lower case; and the problems the schema cannot see. */
async function normalise(
  db: Db,
  body: TenantDetailsBody,
): Promise<{ body: TenantDetailsBody; problems: FieldProblem[] }> {
  const next = { ...body };
  const problems: FieldProblem[] = [];
  if (next.name !== undefined) {
    next.name = next.name.trim();
    problems.push(...nameProblems(next.name));
  }
  if (next.domain !== undefined) next.domain = hostName(next.domain);
  if (next.subdomains !== undefined) {
    next.subdomains = next.subdomains.map(hostName);
    next.subdomains.forEach((host, index) => {
      if (next.subdomains!.indexOf(host) !== index) {
        problems.push({
          field: `subdomains.${index}`,
          code: DetailCodes.DUPLICATE,
          message: 'This host is listed twice.',
        });
      }
    });
  }
  const responsibleId = next.coverageDetails?.responsibleId;
  if (responsibleId != null && !(await isStaffUser(db, responsibleId))) {
    problems.push({
      field: 'coverageDetails.responsibleId',
      code: DetailCodes.NOT_STAFF,
      message: 'The responsible must be a moderator or an administrator.',
    });
  }
  return { body: next, problems };
}

/** The columns a save changes and the API names of the fields they hold (coverage ones as `coverageDetails.x`). */
function changesOf(current: TenantDetails, body: TenantDetailsBody) {
  const columns: SettingsColumns = {};
  const fields: string[] = [];
  const values: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, column] of Object.entries(TOP_COLUMNS) as [TopField, (typeof TOP_COLUMNS)[TopField]][]) {
    const value = body[field];
    if (value === undefined || sameValue(value, current[field])) continue;
    columns[column] = value;
    fields.push(field);
    values[field] = { before: current[field] ?? null, after: value };
  }
  const coverage = body.coverageDetails ?? {};
  for (const [field, column] of Object.entries(COVERAGE_COLUMNS) as [
    CoverageField,
    (typeof COVERAGE_COLUMNS)[CoverageField],
  ][]) {
    const value = coverage[field as keyof typeof coverage];
    if (value === undefined || sameValue(value, current.coverageDetails[field])) continue;
    columns[column] = value;
    fields.push(`coverageDetails.${field}`);
    values[`coverageDetails.${field}`] = { before: current.coverageDetails[field] ?? null, after: value };
  }
  return { columns, fields, values };
}

/**
 * Saves the fields a client sent, if it read the store's current version: otherwise 409 STALE_VERSION
 * with the store as it is now and each field changed since that version, and nothing written. The
 * store's row is locked while it is compared and written, so of two saves from one version only the
 * first lands. A save that changes nothing leaves the version as it is.
 */
export async function saveTenantDetails(
  db: Db,
  tenantId: number,
  userId: number,
  input: TenantDetailsBody,
  storefrontStores: StorefrontStores,
): Promise<TenantDetails> {
  const { body, problems } = await normalise(db, input);
  if (problems.length > 0) throw validation(problems);
  const save = db.transaction().execute(async (trx) => {
    const current = await findTenantDetails(trx, tenantId, true);
    if (!current) throw tenantNotFound();
    if (body.version !== current.version) {
      const changed = await fieldsChangedSince(trx, tenantId, body.version);
      throw staleVersion(current, changed);
    }
    const { columns, fields, values } = changesOf(current, body);
    if (fields.length === 0) return current;
    const version = await updateTenantSettings(trx, tenantId, columns);
    await insertTenantChange(trx, { tenantId, version, fields, values, userId });
    return (await findTenantDetails(trx, tenantId))!;
  });
  const saved = await conflictOnDuplicate(save, NAME_TAKEN);
  // Its status and features decide what its storefront key opens: this process sees the save at once.
  storefrontStores.forgetStore(tenantId);
  return saved;
}

/**
 * Saves the store's settings back as they were right after save `version`: each field a later save
 * changed takes the value the first of those saves replaced. A normal save (checked, versioned, kept in
 * the history); `expected` is the version the client read. A save that did not keep its values (made
 * before values were kept) makes the versions before it impossible to rebuild: 409, nothing written.
 */
export async function restoreTenantSettings(
  db: Db,
  tenantId: number,
  userId: number,
  { version, expected }: { version: number; expected: number },
  storefrontStores: StorefrontStores,
): Promise<TenantDetails> {
  if (!(await hasTenantChange(db, tenantId, version))) {
    throw new AppError(404, 'NOT_FOUND', `The store has no settings version ${version}.`);
  }
  const before: Record<string, unknown> = {};
  for (const save of await changesAfter(db, tenantId, version)) {
    if (save.changes === null) {
      throw new AppError(
        409,
        'VERSION_NOT_RESTORABLE',
        `Version ${version} cannot be restored: save ${save.version} did not keep the values it replaced.`,
      );
    }
    for (const field of save.fields) if (!(field in before)) before[field] = save.changes[field]?.before ?? null;
  }
  const body: Record<string, unknown> = { version: expected };
  const coverage: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(before)) {
    if (field.startsWith('coverageDetails.')) coverage[field.slice('coverageDetails.'.length)] = value;
    else body[field] = value;
  }
  if (Object.keys(coverage).length > 0) body.coverageDetails = coverage;
  return saveTenantDetails(db, tenantId, userId, body as TenantDetailsBody, storefrontStores);
}

function staleVersion(current: TenantDetails, fields: string[]): AppError {
  return new AppError(
    409,
    'STALE_VERSION',
    'Error! Please refresh the page and try again. The store was changed by someone else since it was read.',
    fields.map((field) => ({ field, code: DetailCodes.CHANGED, message: 'Changed by someone else.' })),
    current,
  );
}

/** A new store with the spec's defaults; its country follows its language when none is given (spec 9). */
export async function createTenant(db: Db, input: NewTenantBody): Promise<TenantDetails> {
  const name = input.name.trim();
  const problems = nameProblems(name);
  if (problems.length > 0) throw validation(problems);
  const language = input.language ?? 'ptBR';
  const columns: SettingsColumns & { name: string } = { name, domain: hostName(input.domain), language };
  columns.country = input.country ?? defaultCountryOf(language);
  const optional = ['currency', ...STORE_CLASS_FIELDS] as const;
  for (const field of optional) if (input[field] !== undefined) columns[TOP_COLUMNS[field]] = input[field];
  const id = await conflictOnDuplicate(insertTenant(db, columns), NAME_TAKEN);
  return getTenantDetails(db, id);
}

/** The store's settings saves, newest first, a page at a time: who, when, each field before and after. */
export async function settingsHistory(
  db: Db,
  tenantId: number,
  query: { page?: number; size?: number },
): Promise<SettingsHistory> {
  const page = query.page ?? 0;
  const size = query.size ?? HISTORY_PAGE_SIZE;
  const { rows, total } = await listTenantChanges(db, tenantId, page * size, size);
  return {
    data: rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt).toISOString() })),
    page,
    size,
    total,
  };
}
