import { ErrorCodes } from '../../domain/errorCodes.js';
import { gateOpen, type FeatureGate } from '../../domain/featureGates.js';
import { forbidden } from '../errors.js';

/**
 * The one check of a feature gate, for session routes (the access hook reads `config.feature`) and
 * storefront routes (the store of the key): a store without the gate's features gets spec 8's
 * 'Resource not enabled'.
 */
export function assertFeature(features: readonly string[] | null | undefined, gate: FeatureGate): void {
  if (!gateOpen(features, gate)) throw forbidden(ErrorCodes.FEATURE_NOT_ENABLED, 'Resource not enabled');
}
