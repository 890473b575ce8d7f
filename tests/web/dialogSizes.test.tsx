import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogActions, DialogContent, DialogTitle } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DialogButton } from '../../src/components/DialogButton';
import type { DialogSize } from '../../src/components/dialogWidths';

async function openDialog(size: DialogSize) {
  render(
    <AdminContext>
      <DialogButton label="Open" icon={<SyncIcon />} size={size}>
        {() => (
          <>
            <DialogTitle>Title</DialogTitle>
            <DialogContent>Text</DialogContent>
            <DialogActions>
              <button type="button">Ok</button>
            </DialogActions>
          </>
        )}
      </DialogButton>
    </AdminContext>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog');
  return { paper: dialog, actions: screen.getByRole('button', { name: 'Ok' }).parentElement! };
}

describe('modal sizes', () => {
  it.each([
    ['default', '950px'],
    ['comfy', '650px'],
    ['slim', '600px'],
    ['center', '600px'],
    ['compact', '600px'],
    ['flexHeight', '950px'],
  ] as const)('%s is %s wide at most', async (size, width) => {
    const { paper } = await openDialog(size);
    expect(getComputedStyle(paper).maxWidth).toBe(width);
  });

  it('center centres the text and the buttons', async () => {
    const { paper, actions } = await openDialog('center');
    expect(getComputedStyle(paper).textAlign).toBe('center');
    expect(getComputedStyle(actions).justifyContent).toBe('center');
  });

  it('flexHeight takes the height the window allows from the start; the others follow their content', async () => {
    const { paper } = await openDialog('flexHeight');
    expect(getComputedStyle(paper).height).toBe('calc(100% - 64px)');
  });

  it('a default dialog has no fixed height', async () => {
    const { paper } = await openDialog('default');
    expect(getComputedStyle(paper).height).not.toBe('calc(100% - 64px)');
  });
});
