/**
 * Options of a read a form is drawn from (a table editor, the settings pages): it is made when the form opens and
 * when the app asks for it (a save's answer, a restore, a refresh), not again by itself when the person comes back
 * to the tab or the connection returns. A version someone else saved meanwhile, read then, started the form over
 * and dropped what the person had typed without a word; their save meets it instead, refused as saved meanwhile
 * (STALE_VERSION). react-admin's <Edit> reads its record the same way.
 */
export const READ_WHEN_OPENED = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;
