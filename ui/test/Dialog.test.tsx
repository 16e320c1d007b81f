import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog, Dialog } from '../src/components/Dialog';
import { renderUi } from './render';

/** A page with a button that opens the dialog, as the product mounts one. */
function Page({
  onClose = () => undefined,
  dismissible = true,
}: {
  onClose?(): void;
  dismissible?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Edit the gig"
          description="Change what students see."
          dismissible={dismissible}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Title" />
          <button type="button">Save</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog (modal, focus kept inside)', () => {
  it('is named and described; focus starts on the first control and Tab / Shift+Tab wrap inside', async () => {
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the gig' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Change what students see.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a press on the backdrop closes it, a press inside the box does not', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while not dismissible (an action runs), neither Escape nor the backdrop closes it', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Page onClose={onClose} dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ConfirmDialog (a destructive action)', () => {
  const confirm = (busy: boolean) => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const view = renderUi(
      <ConfirmDialog
        title="Delete this gig?"
        message="Students will no longer see it."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    return { ...view, onConfirm, onCancel };
  };

  it('is an alertdialog whose focus starts on Cancel; Delete confirms, Escape cancels', async () => {
    const { user, onConfirm, onCancel } = confirm(false);
    expect(screen.getByRole('alertdialog', { name: 'Delete this gig?' })).toHaveAccessibleDescription(
      'Students will no longer see it.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy: says so, confirms nothing twice and cannot be cancelled', async () => {
    const { user, onConfirm, onCancel } = confirm(true);
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
