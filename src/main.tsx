import { loadLanguage, storedLocale } from './i18n/languageLoaders';
import { loadLoginPage } from './layout/access/loadLoginPage';
import { getSessionId } from './providers/session';

// The entry is tiny and imports nothing of the app: it asks at once, side by side, for the app, the texts of
// the language shown and, when nobody is signed in on this browser, the sign-in page, instead of each only
// once the one before it has arrived and run. A failed early download is left for the app's own to report.
const early = [loadLanguage(storedLocale()), ...(getSessionId() ? [] : [loadLoginPage()])];
for (const download of early) download.catch(() => undefined);
void import('./Root').then(({ mount }) => mount());
