import ExtensionOffIcon from '@mui/icons-material/ExtensionOff';
import { usePermissions } from 'react-admin';
import { gateOpen } from '../../../domain/featureGates';
import { HomeMessagePage } from '../../components/MessagePage';
import type { Permissions } from '../../providers/canAccess';
import { FEATURE_GATE_OF } from '../../registry/access';
import { AccessDenied } from './AccessDenied';

/**
 * Shown in place of a screen canAccess refused: a screen of a feature the current store does not have
 * says so (spec: 'Resource not enabled'); any other refusal is the role's.
 */
export function ScreenRefused({ resource }: { resource: string }) {
  const { permissions } = usePermissions<Permissions>();
  const gate = FEATURE_GATE_OF[resource];
  if (gate && permissions && !gateOpen(permissions.features, gate)) {
    return <HomeMessagePage area="featureNotEnabled" icon={<ExtensionOffIcon />} />;
  }
  return <AccessDenied />;
}
