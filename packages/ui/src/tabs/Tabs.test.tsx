import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { BOTTOM_TAB_BAR_STEP_PX, Tab, TabList, TabPanel, Tabs, type TabsVariant } from './Tabs';

function Workspace({
  variant,
  onActiveTabPress,
}: {
  variant?: TabsVariant;
  onActiveTabPress?: (key: string) => void;
}) {
  return (
    <Tabs variant={variant} defaultSelectedKey="images">
      <TabList aria-label="Workspace" onActiveTabPress={onActiveTabPress}>
        <Tab id="images">Images</Tab>
        <Tab id="layouts">Layouts</Tab>
        <Tab id="styles">Styles</Tab>
      </TabList>
      <TabPanel id="images">Image grid</TabPanel>
      <TabPanel id="layouts">Layout list</TabPanel>
      <TabPanel id="styles">Style panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  test('arrow keys move the selection and the panel follows', async () => {
    const user = userEvent.setup();
    render(<Workspace />);
    expect(screen.getByRole('tablist', { name: 'Workspace' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Layouts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Layout list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Style panel');
  });

  test('the sidebar variant is vertical and steps with up and down', async () => {
    const user = userEvent.setup();
    render(<Workspace variant="sidebar" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Layouts' })).toHaveAttribute('aria-selected', 'true');
  });

  test('pressing the already selected tab reports it; pressing another tab does not', async () => {
    const user = userEvent.setup();
    const onActiveTabPress = vi.fn();
    render(<Workspace variant="bottom-bar" onActiveTabPress={onActiveTabPress} />);
    await user.click(screen.getByRole('tab', { name: 'Layouts' }));
    expect(onActiveTabPress).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Layouts' }));
    expect(onActiveTabPress).toHaveBeenCalledWith('layouts');
    await user.keyboard('{Enter}');
    expect(onActiveTabPress).toHaveBeenCalledTimes(2);
  });

  test('the bottom bar scrolls one 70 px step per wheel notch', () => {
    render(<Workspace variant="bottom-bar" />);
    const scroller = screen.getByRole('tablist').parentElement!;
    const scrollBy = vi.fn();
    scroller.scrollBy = scrollBy as typeof scroller.scrollBy;
    fireEvent.wheel(scroller, { deltaY: 120 });
    fireEvent.wheel(scroller, { deltaY: -3 });
    expect(BOTTOM_TAB_BAR_STEP_PX).toBe(70);
    expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([70, -70]);
  });

  test('has no serious axe violations in each variant', async () => {
    for (const variant of ['horizontal', 'sidebar', 'bottom-bar'] as const) {
      const { unmount } = render(<Workspace variant={variant} />);
      await expectNoSeriousA11yViolations();
      unmount();
    }
  });
});
