import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, ACCESS_RULES, SCREEN_ACCESS_LEVELS, admits, isAccessLevel } from '../../domain/access';
import { ROLES } from '../../domain/enums';

describe('the access levels (one table for the server routes and the web declarations)', () => {
  it('admits anyone, session or not, only on the levels without roles', () => {
    expect(ACCESS_LEVELS.filter((level) => admits(level, null))).toEqual(['public', 'storefront']);
  });

  it('has a store twin of each staff level admitting the same roles', () => {
    expect(ACCESS_RULES.storeModerator.roles).toEqual(ACCESS_RULES.moderator.roles);
    expect(ACCESS_RULES.storeAdministrator.roles).toEqual(ACCESS_RULES.administrator.roles);
    expect(ACCESS_LEVELS.filter((level) => ACCESS_RULES[level].store)).toEqual([
      'store',
      'storeModerator',
      'storeAdministrator',
    ]);
  });

  it('orders the screen levels by role: each admits every role the next one does', () => {
    expect(SCREEN_ACCESS_LEVELS).toEqual(['store', 'moderator', 'administrator']);
    for (const [lower, higher] of [
      ['store', 'moderator'],
      ['moderator', 'administrator'],
    ] as const) {
      for (const role of ROLES) if (admits(higher, role)) expect(admits(lower, role), `${lower} ${role}`).toBe(true);
    }
    expect(ROLES.filter((role) => admits('administrator', role))).toEqual(['administrator']);
  });

  it('tells a level from any other text', () => {
    expect(ACCESS_LEVELS.every(isAccessLevel)).toBe(true);
    for (const other of ['', 'admin', 'toString', 'hasOwnProperty', undefined, 3])
      expect(isAccessLevel(other)).toBe(false);
  });
});
