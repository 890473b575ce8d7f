export interface Choice {
  id: string;
  /** Translation key; react-admin's choice inputs and fields translate it. */
  name: string;
}

/** The choices of a select input or field: each value, named by the translation key `<keys>.<value>`. */
export const choicesOf = (values: readonly string[], keys: string): Choice[] =>
  values.map((id) => ({ id, name: `${keys}.${id}` }));
