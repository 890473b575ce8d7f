/**
 * The product page's address as the storefront look-up matches it (the catalogue's permalink, exactly):
 * the page's canonical link when it has one, else its own address without query or fragment.
 */
export function productPermalink(doc: Document): string {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel~="canonical"][href]');
  const url = new URL(canonical ? canonical.href : doc.location.href);
  if (!canonical) url.search = '';
  url.hash = '';
  return url.href;
}
