/** One `<item>` (RSS 2.0) or `<entry>` (Atom) of a feed, with its fields as written (trimmed, CDATA read). */
export interface FeedItem {
  id: string | null;
  title: string | null;
  link: string | null;
  imageLink: string | null;
  brand: string | null;
  productType: string | null;
  googleProductCategory: string | null;
  gender: string | null;
  ageGroup: string | null;
  size: string | null;
  sizeType: string | null;
  sizeSystem: string | null;
  itemGroupId: string | null;
  availability: string | null;
}

/** A field of an item. */
export type FeedField = keyof FeedItem;

/** An item with no field read yet. */
export const emptyFeedItem = (): FeedItem => ({
  id: null,
  title: null,
  link: null,
  imageLink: null,
  brand: null,
  productType: null,
  googleProductCategory: null,
  gender: null,
  ageGroup: null,
  size: null,
  sizeType: null,
  sizeSystem: null,
  itemGroupId: null,
  availability: null,
});
