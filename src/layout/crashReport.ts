import type { CrashReport } from '../../contract/crashReports';

export const MAX_REPORT_LENGTH = 20000;

// The report lands in the team's chat; a light opening line keeps a bad day bearable.
const OPENING_LINES = [
  'A seam just split somewhere in the back office.',
  'Someone tried on a size that does not exist.',
  'The fitting room door got stuck again.',
  'A button popped off the interface.',
  'The measuring tape got tangled up.',
];

export function openingLine(random: () => number = Math.random): string {
  return OPENING_LINES[Math.floor(random() * OPENING_LINES.length)] ?? OPENING_LINES[0];
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack || `${error.name}: ${error.message}`;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export function crashReportText(error: unknown, location: string): string {
  return [openingLine(), `Location: ${location}`, describe(error)].join('\n').slice(0, MAX_REPORT_LENGTH);
}

/** The report of a crash at the page's current address. */
export function crashReportAtCurrentPage(error: unknown): CrashReport {
  const { pathname, search, hash } = window.location;
  const location = `${pathname}${search}${hash}`;
  return { text: crashReportText(error, location), location };
}
