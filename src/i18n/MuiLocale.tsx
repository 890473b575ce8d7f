import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { enUS, esES, frFR, ptBR, type Localization } from '@mui/material/locale';
import { useLocaleState } from 'react-admin';
import type { Locale } from './messages/types';

const MUI_LOCALES: Record<Locale, Localization> = { ptBR, en: enUS, es: esES, fr: frFR };

type Components = NonNullable<Theme['components']>;

/** The theme with Material's own texts (an autocomplete's "Open", "Clear", "No options"...) in `locale`. */
function localised(theme: Theme, locale: Localization): Theme {
  const components: Record<string, { defaultProps?: object }> = { ...(theme.components as object) };
  for (const [name, texts] of Object.entries(locale.components ?? {}) as [string, { defaultProps?: object }][]) {
    components[name] = {
      ...components[name],
      defaultProps: { ...components[name]?.defaultProps, ...texts.defaultProps },
    };
  }
  return { ...theme, components: components as Components };
}

/** Material's components below speak the interface language, as react-admin's do. */
export function MuiLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const texts = MUI_LOCALES[locale as Locale] ?? ptBR;
  // One function per language: a new one each render would build the theme again for every render.
  const theme = useCallback((outer: Theme) => localised(outer, texts), [texts]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
