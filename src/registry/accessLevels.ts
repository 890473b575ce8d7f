import type { ResourceAccess } from './types';

/** Spec section 6: store screens are for everyone signed in (staff work inside a store too). */
export const STORE_ACCESS: ResourceAccess = { '*': 'store' };
/** The Customer Success screens. */
export const MODERATOR_ACCESS: ResourceAccess = { '*': 'moderator' };
export const ADMINISTRATOR_ACCESS: ResourceAccess = { '*': 'administrator' };
