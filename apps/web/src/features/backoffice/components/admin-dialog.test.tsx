import TextField from '@mui/material/TextField';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { AdminDialog } from './admin-dialog';

const showDialog = (onSubmit: () => void, disabled = false) =>
  renderScreen('/', [
    {
      path: '/',
      element: (
        <AdminDialog
          title="Inviter un membre du personnel"
          onClose={vi.fn()}
          onSubmit={onSubmit}
          pending={false}
          error={null}
          confirm={{ label: "Envoyer l'invitation", disabled }}
        >
          <TextField label="Adresse e-mail" />
        </AdminDialog>
      ),
    },
  ]);

describe('a staff action’s dialog', () => {
  it('starts its content right under the title, as MUI lays a title and its content out', async () => {
    await showDialog(vi.fn());
    const dialog = await screen.findByRole('dialog');
    // MUI drops the content's top padding when it follows the title; a form wrapping the content had
    // come between them and left 20 px of blank under the title.
    const content = dialog.querySelector('.MuiDialogContent-root')!;
    expect(getComputedStyle(content).paddingTop).toBe('0px');
  });

  it('sends its form from the action below it, and on Enter in a field', async () => {
    const onSubmit = vi.fn();
    await showDialog(onSubmit);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Enter in a field submits the form itself.
    fireEvent.submit(within(dialog).getByLabelText('Adresse e-mail').closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('sends nothing on Enter while its action is disabled', async () => {
    const onSubmit = vi.fn();
    await showDialog(onSubmit, true);
    const dialog = await screen.findByRole('dialog');
    fireEvent.submit(within(dialog).getByLabelText('Adresse e-mail').closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
