import { useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { Confirm, useLocales, useLocaleState, useTranslate } from 'react-admin';
import { anyUnsavedForm } from '../components/unsavedForms';

/**
 * Interface language; the i18nProvider keeps the choice in browser storage. A change of language draws every screen
 * anew, so with an editor's changes unsaved it asks first, as leaving the editor does.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The language chosen while an editor holds unsaved changes, until the person answers. */
  const [asked, setAsked] = useState<string | null>(null);
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
              if (option.locale === locale) return;
              if (anyUnsavedForm()) setAsked(option.locale);
              else setLocale(option.locale);
            }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={asked !== null}
        title="app.unsaved.title"
        content="app.unsaved.language"
        confirm="app.unsaved.switchLanguage"
        cancel="app.unsaved.stay"
        confirmColor="warning"
        onConfirm={() => {
          if (asked) setLocale(asked);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
