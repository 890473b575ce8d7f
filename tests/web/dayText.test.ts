import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from '../../src/components/dayText';

describe('days as the interface language writes them', () => {
  it('writes a day in the order of each language, whatever the browser', () => {
    expect(formatDay('2026-12-31', 'pt-BR')).toBe('31/12/2026');
    expect(formatDay('2026-12-31', 'en')).toBe('12/31/2026');
    expect(formatDay('2026-12-31', 'es')).toBe('31/12/2026');
    expect(formatDay('2026-12-31', 'fr')).toBe('31/12/2026');
    expect(formatDay('', 'pt-BR')).toBe('');
  });

  it('reads a typed day in the language order, or as YYYY-MM-DD, and refuses what is no day', () => {
    expect(parseDay('31/12/2026', 'pt-BR')).toBe('2026-12-31');
    expect(parseDay('12/31/2026', 'en')).toBe('2026-12-31');
    expect(parseDay('1-2-2026', 'fr')).toBe('2026-02-01');
    expect(parseDay('2026-12-31', 'pt-BR')).toBe('2026-12-31');
    expect(parseDay('12/31/2026', 'pt-BR')).toBeNull();
    expect(parseDay('31/02/2026', 'pt-BR')).toBeNull();
    expect(parseDay('31/12', 'pt-BR')).toBeNull();
  });
});
