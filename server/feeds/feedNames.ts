import type { FeedField } from './feedItem.js';

/** The Google Merchant namespace; elements are found by this URI, whatever prefix the feed gives it. */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** The item's fields by the local name of their Google element. */
const GOOGLE_FIELDS: [string, FeedField][] = [
  ['id', 'id'],
  ['title', 'title'],
  ['link', 'link'],
  ['image_link', 'imageLink'],
  ['brand', 'brand'],
  ['product_type', 'productType'],
  ['google_product_category', 'googleProductCategory'],
  ['gender', 'gender'],
  ['age_group', 'ageGroup'],
  ['size', 'size'],
  ['size_type', 'sizeType'],
  ['size_system', 'sizeSystem'],
  ['item_group_id', 'itemGroupId'],
  ['availability', 'availability'],
];

/** Names whose prefix was found declared, kept for a scope up to this many (a feed of endless distinct names). */
const DECLARED_KEPT = 1000;

/** What element names mean under one set of namespace declarations, by the name as the feed writes it. */
interface Meanings {
  /** The field a direct child of an item fills. Maps and sets: a name such as "constructor" finds nothing. */
  fields: Map<string, FeedField>;
  /** An RSS item (no namespace, or Google's) or an Atom entry. */
  items: Set<string>;
  /** An Atom link, whose address is its href. */
  atomLinks: Set<string>;
  /** Names met whose prefix is declared. */
  declared: Set<string>;
}

const qualified = (prefix: string, local: string) => (prefix === '' ? local : `${prefix}:${local}`);

function meaningsOf(bindings: Map<string, string>): Meanings {
  const meanings: Meanings = { fields: new Map(), items: new Set(), atomLinks: new Set(), declared: new Set() };
  for (const [prefix, uri] of bindings) {
    if (uri === GOOGLE_NS) {
      for (const [local, field] of GOOGLE_FIELDS) meanings.fields.set(qualified(prefix, local), field);
      meanings.items.add(qualified(prefix, 'item'));
    }
    if (uri === ATOM_NS || (uri === '' && prefix === '')) {
      meanings.fields.set(qualified(prefix, 'title'), 'title');
      meanings.fields.set(qualified(prefix, 'link'), 'link');
    }
    if (uri === ATOM_NS) {
      meanings.items.add(qualified(prefix, 'entry'));
      meanings.atomLinks.add(qualified(prefix, 'link'));
    }
    if (uri === '' && prefix === '') meanings.items.add('item');
  }
  return meanings;
}

/**
 * The namespaces declared where the parser stands in a feed, and what element names mean under them. The parser
 * runs without namespace handling of its own, which made objects for every tag and its names and took about a
 * quarter of its time: here an element's name, as the feed writes it (`g:id`), is looked up once in tables made
 * for the declarations in force, which are made again only where an element declares namespaces (as a rule, the
 * feed's root alone). Told each attribute of an element before the element opens, and each element's depth as
 * it opens and closes.
 */
export class FeedNamespaces {
  private readonly scopes: { depth: number; bindings: Map<string, string>; meanings: Meanings }[];
  private declarations: [string, string][] = [];

  constructor() {
    const bindings = new Map([
      ['', ''],
      ['xml', XML_NS],
    ]);
    this.scopes = [{ depth: 0, bindings, meanings: meaningsOf(bindings) }];
  }

  private get scope() {
    return this.scopes[this.scopes.length - 1]!;
  }

  /** An attribute of the element about to open: a namespace declaration takes effect when it opens. */
  attribute(name: string, value: string) {
    if (name === 'xmlns') this.declarations.push(['', value]);
    else if (name.startsWith('xmlns:')) this.declarations.push([name.slice('xmlns:'.length), value]);
  }

  /** An element opens at `depth`, with the declarations of its attributes. */
  open(depth: number) {
    if (this.declarations.length === 0) return;
    const bindings = new Map(this.scope.bindings);
    for (const [prefix, uri] of this.declarations) bindings.set(prefix, uri);
    this.declarations = [];
    this.scopes.push({ depth, bindings, meanings: meaningsOf(bindings) });
  }

  /** The element at `depth` closes: the declarations it made end with it. */
  close(depth: number) {
    if (this.scopes.length > 1 && this.scope.depth === depth) this.scopes.pop();
  }

  /** Whether an element name's prefix is declared (a name without one always is). */
  isDeclared(name: string): boolean {
    const { meanings, bindings } = this.scope;
    if (meanings.declared.has(name)) return true;
    const colon = name.indexOf(':');
    if (colon >= 0 && !bindings.has(name.slice(0, colon))) return false;
    if (meanings.declared.size < DECLARED_KEPT) meanings.declared.add(name);
    return true;
  }

  /** The field a direct child of an item of this name fills, if any. */
  field(name: string): FeedField | undefined {
    return this.scope.meanings.fields.get(name);
  }

  isItem(name: string): boolean {
    return this.scope.meanings.items.has(name);
  }

  isAtomLink(name: string): boolean {
    return this.scope.meanings.atomLinks.has(name);
  }

  /** Whether an element of this name is a product feed's root: an RSS document or an Atom feed. */
  isFeedRoot(name: string): boolean {
    const colon = name.indexOf(':');
    const uri = this.scope.bindings.get(colon < 0 ? '' : name.slice(0, colon));
    const local = name.slice(colon + 1);
    return (local === 'rss' && uri === '') || (local === 'feed' && uri === ATOM_NS);
  }
}
