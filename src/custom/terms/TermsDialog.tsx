import { useCallback, useState, type UIEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { DIALOG_WIDTHS } from '../../components/dialogWidths';
import { acceptTerms } from '../../providers/authProvider';
import { TermsText } from './TermsText';
import { hasReadTerms, TERMS_BOX_HEIGHT } from './termsScroll';

export interface TermsDialogProps {
  open: boolean;
  /** Credentials typed in the login form: the API records the acceptance for that account. */
  email: string;
  password: string;
  supportEmail: string;
  onClose: () => void;
}

export function TermsDialog({ open, onClose, ...content }: TermsDialogProps) {
  const notify = useNotify();
  const decline = () => {
    notify('app.terms.mustAccept', { type: 'warning' });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={decline}
      fullWidth
      maxWidth={false}
      aria-labelledby="terms-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.comfy } } }}
    >
      {/* Inside the dialog so its state starts over each time the dialog opens. */}
      <TermsContent {...content} onAccepted={onClose} onDecline={decline} />
    </Dialog>
  );
}

function TermsContent({
  email,
  password,
  supportEmail,
  onAccepted,
  onDecline,
}: Omit<TermsDialogProps, 'open' | 'onClose'> & { onAccepted: () => void; onDecline: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [read, setRead] = useState(false);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);

  const check = useCallback((box: HTMLElement) => {
    if (hasReadTerms(box.scrollTop, box.scrollHeight)) setRead(true);
  }, []);
  // A text shorter than the box can be accepted without scrolling.
  const measure = useCallback(
    (box: HTMLElement | null) => {
      if (box) check(box);
    },
    [check],
  );
  const onScroll = (event: UIEvent<HTMLElement>) => check(event.currentTarget);

  const accept = async () => {
    setPending(true);
    try {
      await acceptTerms(email, password);
      notify('app.terms.accepted', { type: 'success' });
      onAccepted();
    } catch {
      notify('app.errors.generic', { type: 'error' });
      setPending(false);
    }
  };

  return (
    <>
      <DialogTitle id="terms-dialog-title">{translate('app.terms.title')}</DialogTitle>
      <DialogContent>
        <Box
          ref={measure}
          onScroll={onScroll}
          role="region"
          aria-label={translate('app.terms.textLabel')}
          tabIndex={0}
          sx={{ height: TERMS_BOX_HEIGHT, overflow: 'auto', pr: 1 }}
        >
          <TermsText supportEmail={supportEmail} />
        </Box>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={checked} disabled={!read} onChange={(e) => setChecked(e.target.checked)} />}
          label={translate('app.terms.checkbox')}
        />
        {!read && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.terms.scrollHint')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline} disabled={pending}>
          {translate('app.terms.decline')}
        </Button>
        <Button variant="contained" onClick={accept} disabled={!checked || pending}>
          {translate('app.terms.accept')}
        </Button>
      </DialogActions>
    </>
  );
}
