import LockIcon from '@mui/icons-material/Lock';
import { HomeMessagePage } from '../../components/MessagePage';

/** Shown in place of a screen the user's role may not open (the address stays as typed). */
export function AccessDenied() {
  return <HomeMessagePage area="accessDenied" icon={<LockIcon />} />;
}
