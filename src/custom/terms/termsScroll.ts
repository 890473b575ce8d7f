/** Height of the box that shows the terms text (spec section 9). */
export const TERMS_BOX_HEIGHT = 400;
/** How close to the end (in pixels) the reader must scroll before accepting. */
const END_MARGIN = 250;

/** Spec section 9: acceptance opens once scroll position plus box height passes content height minus 250. */
export const hasReadTerms = (scrollTop: number, scrollHeight: number, boxHeight = TERMS_BOX_HEIGHT) =>
  scrollTop + boxHeight > scrollHeight - END_MARGIN;
