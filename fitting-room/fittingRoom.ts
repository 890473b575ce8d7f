import type { FittingRoomConfig } from './config';
import type { StorefrontClient } from './api';
import { buttonPlace, mountButton } from './button';
import { openDialog } from './dialog';
import { productPermalink } from './permalink';
import { newProfileCode, readProfile, rememberRecommendation, writeProfile, type MemorizedProfile } from './storage';
import { pickLanguage, textsOf } from './texts';

/** The custom event the button's host sends (bubbling, out of its shadow root) when the shopper chooses a size. */
export const SIZE_CHOSEN_EVENT = 'provador:size-chosen';

export interface SizeChosenDetail {
  size: string;
  permalink: string;
  recommendationId: number | null;
}

/**
 * On a product page: asks the storefront whether the product has the fitting room and, only then, puts
 * the button at its place. Resolves true when the button is shown. A failed call rejects (the caller
 * logs it); a product without the fitting room or a page without a place resolves false.
 */
export async function startFittingRoom(
  doc: Document,
  config: FittingRoomConfig,
  client: StorefrontClient,
): Promise<boolean | 'no place'> {
  const permalink = productPermalink(doc);
  const product = await client.lookUp(permalink);
  // Covered, with measures to ask, and a store whose features let it recommend.
  if (!product.covered || !product.recommendations || product.measures.length === 0) return false;
  const place = buttonPlace(doc, config.addToCartSelector);
  if (!place) return 'no place';
  const language = pickLanguage(config.language, doc.documentElement.getAttribute('lang'));
  const texts = textsOf(language);
  // Without memorized sizes the profile and measures live as long as the page.
  let profile: MemorizedProfile = (config.memorizeSizes && readProfile()) || {
    profileCode: newProfileCode(),
    unit: 'cm',
    measures: {},
  };
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const { host, button } = mountButton(place, texts.button, () => {
    quietly(client.event('FITTING_ROOM_OPENED', permalink));
    button.setAttribute('aria-expanded', 'true');
    openDialog({
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
        button.setAttribute('aria-expanded', 'false');
        button.focus();
      },
    });
  });
  return true;
}
