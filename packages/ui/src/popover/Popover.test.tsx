import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { Button } from '../button/Button';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Popover } from './Popover';

function ViewSettings() {
  return (
    <DialogTrigger>
      <Button>View</Button>
      <Popover title="View settings" showArrow>
        <Button>Show grid</Button>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover', () => {
  test('opens a named dialog from the keyboard and Escape returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<ViewSettings />);
    const trigger = screen.getByRole('button', { name: 'View' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'View settings' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  test('can be named by aria-label instead of a title', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Zoom</Button>
        <Popover aria-label="Zoom options">
          <Button>100%</Button>
        </Popover>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Zoom' }));
    expect(await screen.findByRole('dialog', { name: 'Zoom options' })).toBeInTheDocument();
  });

  test('has no serious axe violations, closed and open', async () => {
    const user = userEvent.setup();
    render(<ViewSettings />);
    await expectNoSeriousA11yViolations();
    await user.click(screen.getByRole('button', { name: 'View' }));
    await screen.findByRole('dialog');
    await expectNoSeriousA11yViolations();
  });
});
