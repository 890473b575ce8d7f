import { DetailCodes, isDetailCode } from '../../../../domain/errorCodes';
import { NAME_MAX_LENGTH } from '../../../../domain/limits';
import type { Problem } from '../../../../domain/modeling';
import { errorDetailText, fieldLabel } from '../../../providers/errorDetailText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Problems by field path ('name', 'variations.waist', 'rows.2.measures.chest', 'rows.1.labels'); the first one wins. */
export type ProblemIndex = ReadonlyMap<string, Problem>;

export function indexProblems(...lists: Problem[][]): ProblemIndex {
  const index = new Map<string, Problem>();
  for (const list of lists) for (const p of list) if (!index.has(p.field)) index.set(p.field, p);
  return index;
}

// "Required" problems of a fresh table are not mistakes yet; they show once a save is tried.
const SHOWN_AFTER_SAVE = new Set(['REQUIRED']);

export const visibleProblems = (problems: Problem[], saveTried: boolean): Problem[] =>
  saveTried ? problems : problems.filter((p) => !SHOWN_AFTER_SAVE.has(p.code));

interface ErrorDetail {
  field?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * The server's 400 details as editor problems. Schema errors name deeper paths
 * ('body.rows.2.measures.chest.initialValue'); they are cut to the cell, size label or variation they belong to.
 */
export function serverProblems(error: unknown): Problem[] {
  const body = (error as { body?: { code?: string; details?: ErrorDetail[] } } | null)?.body;
  if (body?.code !== 'VALIDATION' || !Array.isArray(body.details)) return [];
  return body.details.flatMap((d) => {
    if (typeof d.field !== 'string') return [];
    const path = d.field.replace(/^body\.?/, '');
    const field =
      /^rows\.\d+\.measures\.[^.]+/.exec(path)?.[0] ??
      /^rows\.\d+\.labels/.exec(path)?.[0] ??
      /^variations\.[^.]+/.exec(path)?.[0] ??
      path.split('.')[0];
    return [{ field, code: isDetailCode(d.code) ? d.code : DetailCodes.INVALID, message: String(d.message ?? '') }];
  });
}

/** 'rows.<i>.labels' or 'rows.<i>.measures.<measure>'. */
export const ROW_FIELD = /^rows\.(\d+)\.(labels|measures\.(.+))$/;

/** The translated text of a problem; an unknown one keeps the server's English message. */
export function problemText(problem: Problem, translate: Translate): string {
  const { field, code } = problem;
  if (field.startsWith('variations.')) return translate('app.tableEditor.variation.invalid');
  if (field === 'name') {
    if (code === 'REQUIRED') return translate('ra.validation.required');
    if (code === 'COMMA') return translate('app.validation.noComma');
    if (code === 'MAXLENGTH') return translate('ra.validation.maxLength', { max: NAME_MAX_LENGTH });
  }
  const row = ROW_FIELD.exec(field);
  if (row) {
    const key = row[2] === 'labels' ? `labels${code}` : `cell${code}`;
    const known = ['labelsREQUIRED', 'labelsDUPLICATE', 'cellINVALID', 'cellEND_BELOW_START'];
    if (known.includes(key)) return translate(`app.tableEditor.problems.${key}`);
  }
  if (field === 'rows' && code === 'REQUIRED') return translate('app.tableEditor.problems.noRows');
  if (field === 'measures' && code === 'FEMALE_ONLY') return translate('app.tableEditor.problems.femaleOnly');
  if (field === 'brandId') return translate('app.tableEditor.problems.brand');
  return errorDetailText(problem, fieldLabel('modelings', field.split('.')[0]!, translate), translate);
}
