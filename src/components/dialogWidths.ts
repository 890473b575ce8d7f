/** Dialog widths of the spec (section 2, Shell), in pixels, by modal size. */
export const DIALOG_WIDTHS = {
  default: 950,
  comfy: 650,
  slim: 600,
} as const;

export type DialogSize = keyof typeof DIALOG_WIDTHS;
