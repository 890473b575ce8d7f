import { DECLARATIONS } from '.';
import type { FeatureGate } from '../../domain/featureGates';
import type { ResourceAccess } from './types';

/** Spec section 6, as each declaration states it. Resources absent from the table are denied. */
export const ACCESS: Readonly<Record<string, ResourceAccess>> = Object.fromEntries(
  DECLARATIONS.map((declaration) => [declaration.name, declaration.access]),
);

/** The feature gate of each declaration that has one (the store must pass it, whatever the role). */
export const FEATURE_GATE_OF: Readonly<Record<string, FeatureGate>> = Object.fromEntries(
  DECLARATIONS.flatMap((declaration) => (declaration.feature ? [[declaration.name, declaration.feature]] : [])),
);
