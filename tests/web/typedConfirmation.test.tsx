import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TypedConfirmationDialog } from '../../src/components/TypedConfirmationDialog';
import { productsMessages } from './i18nAreas';
import type { Locale } from '../../src/i18n/messages/types';
import { i18nIn } from './i18nTestUtils';

function renderIn(locale: Locale, onConfirm: (word: string) => void) {
  render(
    <AdminContext i18nProvider={i18nIn(locale, productsMessages[locale])} store={memoryStore()}>
      <TypedConfirmationDialog
        open
        title="app.products.deleteAll.allTitle"
        message="app.products.deleteAll.allMessage"
        onConfirm={onConfirm}
        onClose={() => undefined}
      />
    </AdminContext>,
  );
}

describe('typed delete confirmation', () => {
  it.each([
    ['ptBR', 'excluir', 'DELETE', 'Excluir'],
    ['en', ' delete ', 'EXCLUIR', 'Delete'],
    ['es', 'Eliminar', 'SUPPRIMER', 'Eliminar'],
    ['fr', 'SUPPRIMER', 'ELIMINAR', 'Supprimer'],
  ] as const)('in %s only the word of that language enables the button', async (locale, right, wrong, button) => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderIn(locale, onConfirm);

    const input = await screen.findByRole('textbox');
    const confirm = screen.getByRole('button', { name: button });
    expect(confirm).toBeDisabled();
    await user.type(input, wrong);
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, right);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(right.trim().toUpperCase());
  });
});
