import SearchOffIcon from '@mui/icons-material/SearchOff';
import { HomeMessagePage } from '../../components/MessagePage';

export function NotFound() {
  return <HomeMessagePage area="notFound" icon={<SearchOffIcon />} />;
}
