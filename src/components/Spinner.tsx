import { CircularProgress, type CircularProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A progress circle named "loading" in the interface language, as a progress bar must be named. */
export function Spinner(props: CircularProgressProps) {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('ra.message.loading')} {...props} />;
}
