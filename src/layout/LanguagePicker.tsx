import { useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { useSwitchQuestion } from '../components/SwitchQuestion';

/**
 * Interface language; the i18nProvider keeps the choice in browser storage. A change of language draws every screen
 * anew, so with an editor's changes unsaved it asks first, as leaving the editor does.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { run, question } = useSwitchQuestion('app.unsaved.language');
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  const label = translate('app.language.label');

  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      {compact ? (
        <Tooltip title={`${label}: ${current}`} placement="right">
          <IconButton onClick={open} aria-label={label} aria-haspopup="menu">
            <TranslateIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          onClick={open}
          startIcon={<TranslateIcon />}
          color="inherit"
          aria-label={`${label}: ${current}`}
          aria-haspopup="menu"
          sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        >
          {current}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((option) => (
          <MenuItem
            key={option.locale}
            selected={option.locale === locale}
            lang={option.locale === 'ptBR' ? 'pt-BR' : option.locale}
            onClick={() => {
              setAnchor(null);
              if (option.locale !== locale) run(() => setLocale(option.locale));
            }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
      {question}
    </>
  );
}
