import { SaxesParser } from 'saxes';

/** The properties saxes's `on()` stores its handlers in, one per event (saxes 6's EVENT_NAME_TO_HANDLER_NAME). */
export const SAXES_HANDLER_PROPERTIES = [
  'xmldeclHandler',
  'textHandler',
  'piHandler',
  'doctypeHandler',
  'commentHandler',
  'openTagStartHandler',
  'attributeHandler',
  'openTagHandler',
  'closeTagHandler',
  'cdataHandler',
  'errorHandler',
  'endHandler',
  'readyHandler',
] as const;

/**
 * A saxes parser that tracks positions, with a property for every handler made up front. It leaves namespaces to
 * its user (feedNames.ts): its own namespace handling made objects for every tag and took about a quarter of its time.
 *
 * saxes's `on()` adds the handler's property under a computed name (`this[name] = handler`). V8 lets an object
 * gain only a few properties that way: past the sixth handler the parser became a dictionary object, each of its
 * fields (the chunk, the index, the state...) was then looked up by hash at every character, and a feed's parse
 * took 3–4× as long (parseFeed over 100k items: 6.7–8.7 s against 2.0–2.7 s). Made here by name, the properties exist before `on()`
 * sets them, so the parser keeps its fast layout whatever handlers it is given.
 */
export function positionedSaxesParser(): SaxesParser<{ xmlns: false; position: true }> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const slots = parser as unknown as Record<(typeof SAXES_HANDLER_PROPERTIES)[number], undefined>;
  // One by one, by name: a loop over the names would store them by computed name, the very thing avoided here.
  slots.xmldeclHandler = undefined;
  slots.textHandler = undefined;
  slots.piHandler = undefined;
  slots.doctypeHandler = undefined;
  slots.commentHandler = undefined;
  slots.openTagStartHandler = undefined;
  slots.attributeHandler = undefined;
  slots.openTagHandler = undefined;
  slots.closeTagHandler = undefined;
  slots.cdataHandler = undefined;
  slots.errorHandler = undefined;
  slots.endHandler = undefined;
  slots.readyHandler = undefined;
  return parser;
}
