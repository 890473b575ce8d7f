/**
 * The feed importer writes its row errors in English. The ones it is known to write (spec section 8) have
 * a translation; any other message is shown as written, since it is still better than none.
 */
const KEYS = new Map([
  ['product sizing not found', 'app.products.sync.messages.sizingNotFound'],
  ["chart doesn't contemplates this size style", 'app.products.sync.messages.styleNotInChart'],
]);

/** The translation key of a message of the feed importer, when it is one of the known ones. */
export const feedErrorMessageKey = (message: string): string | undefined => KEYS.get(message.trim().toLowerCase());
