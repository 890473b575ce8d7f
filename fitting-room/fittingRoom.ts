import type { ProductLookup } from '../contract/storefront';
import type { FittingRoomConfig } from './config';
import type { StorefrontClient } from './api';
import { mountButton } from './button';
import { openDialog } from './dialog';
import { newProfileCode, readProfile, rememberRecommendation, writeProfile, type MemorizedProfile } from './storage';
import { pickLanguage, textsOf } from './texts';

/** The custom event the button's host sends (bubbling, out of its shadow root) when the shopper chooses a size. */
export const SIZE_CHOSEN_EVENT = 'provador:size-chosen';

export interface SizeChosenDetail {
  size: string;
  permalink: string;
  recommendationId: number | null;
}

/** Whether the look-up gives the product the button: covered, with measures to ask, by a store that may recommend. */
export const hasButton = (product: ProductLookup): boolean =>
  product.covered && product.recommendations && product.measures.length > 0;

/** The button shown for one product page, and how to take it (and its dialog, if open) away. */
export interface MountedFittingRoom {
  host: HTMLElement;
  remove: () => void;
}

/**
 * Puts the "find my size" button of the product (its look-up answered `hasButton`) at its place, the
 * dialog opening from it.
 */
export function mountFittingRoom(
  doc: Document,
  place: { element: Element; inside: boolean },
  config: FittingRoomConfig,
  client: StorefrontClient,
  permalink: string,
  product: ProductLookup,
): MountedFittingRoom {
  const language = pickLanguage(config.language, doc.documentElement.getAttribute('lang'));
  const texts = textsOf(language);
  // Without memorized sizes the profile and measures live as long as the page.
  let profile: MemorizedProfile = (config.memorizeSizes && readProfile()) || {
    profileCode: newProfileCode(),
    unit: 'cm',
    measures: {},
  };
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);
  let dialog: { close: () => void } | null = null;

  const { host, button } = mountButton(place, texts.button, () => {
    quietly(client.event('FITTING_ROOM_OPENED', permalink));
    button.setAttribute('aria-expanded', 'true');
    dialog = openDialog({
      language,
      texts,
      measures: product.measures,
      sizes: product.sizes,
      initial: Object.keys(profile.measures).length ? profile : null,
      recommend: async (measures, unit) => {
        const answer = await client.recommend({ permalink, profileCode: profile.profileCode, measures });
        profile = { ...profile, unit, measures: { ...profile.measures, ...measures } };
        if (config.memorizeSizes) writeProfile(profile);
        rememberRecommendation(permalink, {
          id: answer.recommendationId,
          profileCode: profile.profileCode,
          at: Date.now(),
        });
        if (answer.recommendedSize) quietly(client.event('RECOMMENDATION_SHOWN', permalink));
        return answer;
      },
      onChosen: (size, recommendationId) => {
        quietly(client.event('SIZE_CHOSEN', permalink));
        const detail: SizeChosenDetail = { size, permalink, recommendationId };
        host.dispatchEvent(new CustomEvent(SIZE_CHOSEN_EVENT, { bubbles: true, composed: true, detail }));
      },
      onClosed: () => {
        dialog = null;
        button.setAttribute('aria-expanded', 'false');
        if (host.isConnected) button.focus();
      },
    });
  });
  return {
    host,
    remove: () => {
      host.remove();
      dialog?.close();
    },
  };
}
