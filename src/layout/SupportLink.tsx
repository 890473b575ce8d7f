import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Link, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSupportEmail } from '../components/useSupportEmail';

/** The support address of the admin settings (or the server's), as a mail link; nothing until it is known. */
export function SupportLink({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const email = useSupportEmail();
  if (!email) return null;
  const label = translate('app.supportLink.label', { email });
  if (compact) {
    return (
      <Tooltip title={label} placement="right">
        <IconButton href={`mailto:${email}`} aria-label={label} size="small" sx={{ alignSelf: 'center' }}>
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Link href={`mailto:${email}`} variant="caption" sx={{ px: 2, pt: 1, overflowWrap: 'anywhere' }}>
      {label}
    </Link>
  );
}
