import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** Uploading the returns of a period (spec section 2); not built yet, so no screen of its own so far. */
export const returnsUpload: Declaration = {
  name: 'returns-upload',
  access: STORE_ACCESS,
};
