import { reloadPage } from '../components/pageReload';
import { ignoreUnsavedForms } from '../components/unsavedForms';
import { holdListState } from '../providers/appStore';
import { switchStore } from '../providers/authProvider';

/**
 * Makes another store the session's and reloads the page at `path`, so every screen starts over in it. The page
 * is left from the moment this is called: the editors' unsaved changes go without the browser's question (the
 * caller asked before) and the lists keep nothing more of the previous store. When the server refuses, both are
 * undone, the page stays, and the error is thrown.
 */
export async function switchStoreAndReload(tenantId: number, path: string): Promise<void> {
  const undo = [ignoreUnsavedForms(), holdListState()];
  try {
    await switchStore(tenantId);
  } catch (error) {
    for (const step of undo) step();
    throw error;
  }
  reloadPage(path);
}
