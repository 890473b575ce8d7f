import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../server/services/groupCommit.js';

describe('group commit', () => {
  it('writes the items that arrive while a statement runs together in the next one, answering each its own', async () => {
    const statements: number[][] = [];
    // The first statement runs until every item has been handed over.
    let everyItemHanded!: () => void;
    const handed = new Promise<void>((resolve) => (everyItemHanded = resolve));
    const write = groupCommit(async (items: number[]) => {
      statements.push(items);
      await handed;
      return items.map((n) => n * 10);
    });
    const answers = Promise.all([1, 2, 3, 4].map((n) => write(n)));
    everyItemHanded();
    expect(await answers).toEqual([10, 20, 30, 40]);
    // The first alone (nothing was running), the others together.
    expect(statements).toEqual([[1], [2, 3, 4]]);
  });

  it('writes at most maxBatch items a statement', async () => {
    const statements: number[][] = [];
    const write = groupCommit(async (items: number[]) => (statements.push(items), items), { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => write(n)));
    expect(statements).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails every item of a failed statement, or with splitOnFailure only the one that fails alone', async () => {
    const failing = (items: number[]) =>
      items.includes(3) ? Promise.reject(new Error('three')) : Promise.resolve(items.map(String));
    const settle = (write: (n: number) => Promise<string>) =>
      Promise.allSettled([1, 2, 3, 4].map((n) => write(n))).then((all) => all.map((s) => s.status));
    expect(await settle(groupCommit(failing))).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(await settle(groupCommit(failing, { splitOnFailure: true }))).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});
