import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ColorPreset } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { FONT_FAMILIES } from '@album/fonts';
import { toastMessages } from '../../test/toasts';
import { createTestAlbum } from '../layouts/test-support';
import { StylesTab } from './StylesTab';

const PRESETS: ColorPreset[] = [
  { id: 'ocean', name: 'Ocean', colors: ['#023e8a', '#0096c7', '#90e0ef', '#f0fbff', '#03045e'] },
  { id: 'harvest', name: 'Harvest', colors: ['#bc6c25', '#606c38', '#dda15e', '#fefae0', '#283618'] },
];

function setup(options: { mode?: 'edit' | 'preview'; colors?: () => Promise<ColorPreset[]> } = {}) {
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  const colors = vi.fn(options.colors ?? (() => Promise.resolve(PRESETS)));
  const album = createTestAlbum({ editor, api: { presets: { colors } }, mode: options.mode });
  render(<StylesTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
  return { ...album, colors };
}

describe('StylesTab', () => {
  it('applies a colour preset to palette indexes 2-6 and marks it active', async () => {
    const { editor } = setup();
    await userEvent.click(screen.getByTestId('styles-open-color-presets'));
    const presets = await screen.findAllByTestId('color-preset');
    expect(presets.map((p) => p.dataset.presetId)).toEqual(['ocean', 'harvest']);
    expect(presets.every((p) => p.getAttribute('aria-pressed') === 'false')).toBe(true);

    await userEvent.click(presets[0]!);
    expect(editor.getState().colors).toEqual(['#000000', '#ffffff', ...PRESETS[0]!.colors, '#2a9d8f']);
    expect(screen.getAllByTestId('color-preset')[0]).toHaveAttribute('aria-pressed', 'true');

    // A change from elsewhere (a collaborator, another tab) shows at once.
    act(() => void editor.updateColors(fixtureAlbum().colors));
    expect(screen.getAllByTestId('color-preset')[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to the main view and puts the focus on the row that opened the sub-view', async () => {
    setup();
    await userEvent.click(screen.getByTestId('styles-open-color-presets'));
    expect(screen.queryByTestId('styles-open-color-presets')).toBeNull();
    await userEvent.click(screen.getByTestId('styles-back'));
    expect(screen.getByTestId('styles-open-color-presets')).toHaveFocus();
    expect(screen.queryByTestId('styles-back')).toBeNull();
  });

  it('offers to load the presets again after a failure', async () => {
    let fail = true;
    const { colors } = setup({
      colors: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(PRESETS)),
    });
    await userEvent.click(screen.getByTestId('styles-open-color-presets'));
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('color-preset')).toHaveLength(2);
    expect(colors).toHaveBeenCalledTimes(2);
  });

  it('loads the presets once: opening the view again shows the cached ones without asking', async () => {
    const { colors } = setup();
    await userEvent.click(screen.getByTestId('styles-open-color-presets'));
    expect(await screen.findAllByTestId('color-preset')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('styles-back'));
    await userEvent.click(screen.getByTestId('styles-open-color-presets'));
    expect(screen.getAllByTestId('color-preset')).toHaveLength(2);
    expect(colors).toHaveBeenCalledTimes(1);
  });

  it('changes a custom colour through the colour picker’s hex field', async () => {
    const { editor } = setup();
    await userEvent.click(screen.getByTestId('styles-open-custom-colors'));
    const rows = ['primary', 'secondary', 'tertiary'].map((role) =>
      screen.getByTestId(`custom-color-${role}`),
    );
    expect(rows.map((row) => row.dataset.color)).toEqual(['#0d3b66', '#faf0ca', '#f4d35e']);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Secondary colour' }));
    const hex = await screen.findByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#123456{Enter}');
    await waitFor(() => expect(editor.getState().colors[3]).toBe('#123456'));
    expect(editor.getState().colors.filter((c, i) => c !== fixtureAlbum().colors[i])).toEqual(['#123456']);
  });

  it('sets the font of a role from the list and shows each family', async () => {
    const { editor, services } = setup();
    expect(screen.getByTestId('font-role-title')).toHaveTextContent('Oswald');
    await userEvent.click(screen.getByTestId('font-role-sub_title'));
    const options = screen.getAllByTestId('font-option');
    expect(options).toHaveLength(FONT_FAMILIES.length);
    const current = options.find((o) => o.dataset.font === 'Roboto Condensed')!;
    expect(current).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(options.find((o) => o.dataset.font === 'Lora')!);
    expect(editor.getState().fonts).toEqual({ title: 'Oswald', sub_title: 'Lora', paragraph: 'Roboto' });
    expect(toastMessages(services)).toContain('Saved successfully.');
    await userEvent.click(screen.getByTestId('styles-back'));
    expect(screen.getByTestId('font-role-sub_title')).toHaveTextContent('Lora');
    expect(screen.getByTestId('font-role-sub_title')).toHaveFocus();
  });

  it('switches the sticker design', async () => {
    const { editor, thumbnails } = setup();
    await userEvent.click(screen.getByTestId('styles-open-sticker-templates'));
    const templates = screen.getAllByTestId('sticker-template');
    expect(templates.map((t) => t.dataset.templateId)).toEqual([
      'default',
      'gold',
      'accented',
      'themed',
      'triangle',
      'tilted',
    ]);
    await userEvent.click(templates[1]!);
    expect(editor.getState().stickerTemplateSettings).toEqual({ id: 'gold', blank_enabled: false });
    expect(screen.getAllByTestId('sticker-template')[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails.render).toHaveBeenCalled();
  });

  it('changes nothing in preview mode', async () => {
    setup({ mode: 'preview' });
    await userEvent.click(screen.getByTestId('styles-open-sticker-templates'));
    expect(screen.getAllByTestId('sticker-template').every((b) => (b as HTMLButtonElement).disabled)).toBe(
      true,
    );
  });
});
