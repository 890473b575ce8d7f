import type { TranslationMessages } from 'react-admin';
import type { MessageTree } from './types.js';

/** Deep merge of message trees; a key defined twice with different texts is a mistake. */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (typeof value === 'object' && typeof existing === 'object') out[key] = mergeMessages(existing, value);
      else if (existing !== undefined && existing !== value) throw new Error(`Message key "${key}" is defined twice`);
      else out[key] = value;
    }
  }
  return out;
}

/** One language's texts: react-admin's own, then every area's file of that language. */
export function languageMessages(reactAdmin: unknown, areas: Record<string, MessageTree>): TranslationMessages {
  return mergeMessages(reactAdmin as MessageTree, ...Object.values(areas)) as unknown as TranslationMessages;
}
