import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anyUnsavedForm, ignoreUnsavedForms, useGuardedChanges } from '../../src/components/unsavedForms';

describe('the editors guarding their unsaved changes', () => {
  it('count while on screen, are ignored for a chosen switch, and count again when the switch fails', () => {
    let dirty = false;
    const isDirty = () => dirty;
    const editor = renderHook(() => useGuardedChanges(isDirty, false));
    expect(anyUnsavedForm()).toBe(false);
    dirty = true;
    expect(anyUnsavedForm()).toBe(true);

    // A store switch the person chose: the reload asks nothing; a failed switch leaves the editor guarded again.
    const stopIgnoring = ignoreUnsavedForms();
    expect(anyUnsavedForm()).toBe(false);
    act(stopIgnoring);
    expect(anyUnsavedForm()).toBe(true);

    editor.unmount();
    expect(anyUnsavedForm()).toBe(false);
  });
});
