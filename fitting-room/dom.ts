type Attributes = Record<string, string | boolean | undefined>;

/** An element with attributes (false or undefined: left out) and children (texts go in as text, never as markup). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

/**
 * A shadow root with its styles, so the page's CSS neither reaches in nor is reached: a constructed
 * style sheet where the browser has them (no <style> element, so a CSP without 'unsafe-inline' allows it),
 * else a <style> element.
 */
export function shadowOf(host: HTMLElement, css: string): ShadowRoot {
  const root = host.attachShadow({ mode: 'open' });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(h('style', {}, css));
  }
  return root;
}
