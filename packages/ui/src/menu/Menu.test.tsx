import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { IconButton } from '../button/IconButton';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function UserMenu({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <IconButton icon={<svg />} aria-label="User menu" />
      <Menu onAction={onAction}>
        <MenuSection title="Account">
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings" shortcut="⌘,">
            Settings
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" isDanger>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  test('opens from the trigger with Enter, moves with arrows, activates with Enter and restores focus', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<UserMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'User menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Settings⌘,', 'Log out']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls.map(([key]) => key)).toEqual(['logout']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // react-aria restores focus to the trigger once the closing popover has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  test('Escape closes the menu', async () => {
    const user = userEvent.setup();
    render(<UserMenu onAction={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test('has no serious axe violations, closed and open', async () => {
    const user = userEvent.setup();
    render(<UserMenu onAction={() => {}} />);
    await expectNoSeriousA11yViolations();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await screen.findByRole('menu');
    await expectNoSeriousA11yViolations();
  });
});
