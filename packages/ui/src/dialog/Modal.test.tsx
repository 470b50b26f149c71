import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../button/Button';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { AlertDialog } from './AlertDialog';
import { Modal } from './Modal';

describe('Modal', () => {
  test('opens from a trigger as a named dialog, traps focus, and Escape restores focus', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Share</Button>
        <Modal title="Share album">
          {(close) => (
            <>
              <Button>Copy link</Button>
              <Button onPress={close}>Done</Button>
            </>
          )}
        </Modal>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Share album' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  test('has no serious axe violations when open', async () => {
    render(
      <Modal title="Share album" isOpen>
        <p>Copy the link below.</p>
      </Modal>,
    );
    await screen.findByRole('dialog');
    await expectNoSeriousA11yViolations();
  });
});

function Confirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      title="Delete image?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      The image is removed from every page.
    </AlertDialog>
  );
}

describe('AlertDialog', () => {
  test('is an alertdialog with focus on cancel; Enter cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete image?' });
    expect(dialog).toHaveTextContent('The image is removed from every page.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('confirming calls onConfirm once, not onCancel, and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('Escape cancels', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={() => {}} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('has no serious axe violations', async () => {
    render(<Confirm onConfirm={() => {}} onCancel={() => {}} />);
    await screen.findByRole('alertdialog');
    await expectNoSeriousA11yViolations();
  });
});
