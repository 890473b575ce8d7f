import { BUTTON_PLACE_ATTRIBUTE } from '../domain/storefrontSnippet';
import { h, shadowOf } from './dom';
import { BUTTON_CSS } from './styles';

/**
 * Where the button goes: inside the element the store placed for it (`data-provador-button`), else right
 * after the add-to-cart button the store's selector finds; null when neither is on the page (or the
 * selector is not valid CSS).
 */
export function buttonPlace(
  doc: Document,
  addToCartSelector: string | null,
): { element: Element; inside: boolean } | null {
  const own = doc.querySelector(`[${BUTTON_PLACE_ATTRIBUTE}]`);
  if (own) return { element: own, inside: true };
  if (!addToCartSelector) return null;
  try {
    const addToCart = doc.querySelector(addToCartSelector);
    return addToCart ? { element: addToCart, inside: false } : null;
  } catch {
    return null;
  }
}

/** The "find my size" button, in a shadow root of its own, put at its place. */
export function mountButton(place: { element: Element; inside: boolean }, text: string, onOpen: () => void) {
  const host = h('span', { 'data-provador-host': true });
  const button = h('button', { class: 'pv-open', type: 'button', 'aria-haspopup': 'dialog' }, text);
  button.addEventListener('click', onOpen);
  shadowOf(host, BUTTON_CSS).append(button);
  if (place.inside) place.element.append(host);
  else place.element.insertAdjacentElement('afterend', host);
  return { host, button };
}
