/** The most rows one list call answers, and so the most ids one `ids` filter names. */
export const MAX_PAGE_SIZE = 100;
