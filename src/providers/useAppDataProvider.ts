import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './customMethods';

/** The data provider with its custom methods typed. */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
