import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import { DELETE_WORDS } from '../../domain/confirmation';
import { LOCALES, type Locale } from '../i18n/messages/types';
import { dialogPaperSx } from './dialogWidths';

interface Props {
  open: boolean;
  /** Translation keys; `messageArgs` fill the message's placeholders. */
  title: string;
  message: string;
  messageArgs?: Record<string, unknown>;
  confirmLabel?: string;
  pending?: boolean;
  /** Receives the delete word of the interface language, which the API checks again. */
  onConfirm: (word: string) => void;
  onClose: () => void;
}

/**
 * Confirmation for deletions that cannot be undone and reach many records: the button only enables once the
 * user has typed the delete word of the language the interface is in (EXCLUIR, DELETE, ELIMINAR, SUPPRIMER).
 */
export function TypedConfirmationDialog(props: Props) {
  const { open, onClose, pending = false } = props;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      slotProps={{ paper: { sx: dialogPaperSx('center') } }}
    >
      {/* Mounted only while open, so the typed word starts blank every time. */}
      {open && <ConfirmationContent {...props} />}
    </Dialog>
  );
}

function ConfirmationContent({
  title,
  message,
  messageArgs,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const word = DELETE_WORDS[(LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'ptBR'];
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toUpperCase() === word;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !pending) onConfirm(word);
      }}
    >
      <DialogTitle>{translate(title, messageArgs)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(message, messageArgs)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={translate('app.confirm.typeWord', { word })}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={pending} />
        <Button
          type="submit"
          label={confirmLabel ?? 'app.confirm.delete'}
          variant="contained"
          color="error"
          disabled={!matches || pending}
        />
      </DialogActions>
    </form>
  );
}
