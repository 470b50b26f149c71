import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  test('is a labelled textbox with its description', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Album title" description="Shown on the cover" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Album title' });
    expect(input).toHaveAccessibleDescription('Shown on the cover');
    await user.type(input, 'Team 2026');
    expect(onChange).toHaveBeenLastCalledWith('Team 2026');
  });

  test('shows the passed validation message and marks the field invalid', () => {
    render(<TextField label="Album title" isInvalid errorMessage="Title must not be empty" />);
    const input = screen.getByRole('textbox', { name: 'Album title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Title must not be empty');
  });

  test('validate runs on blur and shows the returned message', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Title"
        validationBehavior="aria"
        validate={(value) => (value.length > 5 ? 'At most 5 characters' : null)}
      />,
    );
    await user.type(screen.getByRole('textbox'), 'too long');
    expect(screen.getByText('At most 5 characters')).toBeInTheDocument();
  });

  test('renders a multi-line text area', () => {
    render(<TextField label="Notes" multiline />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
  });

  test('has no serious axe violations', async () => {
    render(<TextField label="Album title" description="Shown on the cover" />);
    await expectNoSeriousA11yViolations();
  });
});
