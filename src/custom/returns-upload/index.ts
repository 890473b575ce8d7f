import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/**
 * Processing a returns file (spec sections 2 and 4): a dialog of the orders list
 * (`ReturnsUploadDialog`, opened by "Process returns file" on /orders), so no screen of its own.
 */
export const returnsUpload: Declaration = {
  name: 'returns-upload',
  access: STORE_ACCESS,
  feature: 'returnsReport',
};
