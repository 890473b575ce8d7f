/**
 * How a text field is checked, set on its schema as `x-text`; without it a text is single-line.
 * - single-line (names, codes, searches): no control or format character at all;
 * - multiline (an observation): new lines and tabs allowed, other control and format characters not;
 * - raw (a password, a crash report the server makes printable itself): taken as sent.
 * Every checked text is stored in Unicode NFC, so "Café" typed composed or decomposed is one name.
 * The server applies these rules (server/plugins/textRules.ts).
 */
export type TextKind = 'singleLine' | 'multiline' | 'raw';
export const TEXT_KIND = 'x-text';

/** Schema options of a text that may span lines, e.g. `Type.String({ maxLength: 2000, ...multilineText })`. */
export const multilineText = { [TEXT_KIND]: 'multiline' } as const;
/** Schema options of a text taken exactly as sent. */
export const rawText = { [TEXT_KIND]: 'raw' } as const;
