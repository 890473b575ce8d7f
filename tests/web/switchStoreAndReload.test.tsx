import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { localStorageStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/components/pageReload';
import { anyUnsavedForm, useGuardedChanges } from '../../src/components/unsavedForms';
import { switchStoreAndReload } from '../../src/layout/switchStoreAndReload';
import { appStore } from '../../src/providers/appStore';
import { setIdentity, setSessionId } from '../../src/providers/session';
import { server } from './mswServer';
import { moderatorIn } from './storeIdentity';

vi.mock('../../src/components/pageReload', () => ({ reloadPage: vi.fn() }));

afterEach(() => localStorage.clear());

describe('switchStoreAndReload', () => {
  it('files no list state of the page it leaves under the next store; a refused switch changes nothing', async () => {
    setSessionId('s-1');
    setIdentity(moderatorIn(1));
    const store = appStore(localStorageStore());
    store.setup();
    const editor = renderHook(() => useGuardedChanges(() => true, false));

    server.use(
      http.put('/api/v1/me/current-tenant/3', () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
    );
    await expect(switchStoreAndReload(3, '/')).rejects.toThrow('app.auth.switchFailed');
    expect(reloadPage).not.toHaveBeenCalled();
    // Still in store 1 with the editor guarded, and its lists keep what they are told.
    expect(anyUnsavedForm()).toBe(true);
    store.setItem('products.listParams', { filter: { q: 'saia' } });
    expect(store.getItem('products.listParams')).toEqual({ filter: { q: 'saia' } });

    server.use(
      http.put('/api/v1/me/current-tenant/2', () =>
        HttpResponse.json({ tenantId: 2, tenantName: 'Loja 2', tenantFeatures: [] }),
      ),
    );
    await switchStoreAndReload(2, '/products');
    expect(reloadPage).toHaveBeenCalledWith('/products');
    expect(anyUnsavedForm()).toBe(false);
    // The page still draws store 1's list as it leaves: a search applied now is not kept for store 2.
    store.setItem('products.listParams', { filter: { q: 'vestido' } });
    store.setItem('sidebar.open', false);
    editor.unmount();

    const next = appStore(localStorageStore());
    next.setup();
    expect(next.getItem('products.listParams')).toBeUndefined();
    // What is not a list's state is still kept.
    expect(next.getItem('sidebar.open')).toBe(false);
  });
});
