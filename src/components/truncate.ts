/** The spec's truncation (section 5): at most `max` characters (5 by default), then an ellipsis. */
export function truncateText(text: string, max = 5): string {
  // By code points, so an accent or an emoji is never cut in half.
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}
