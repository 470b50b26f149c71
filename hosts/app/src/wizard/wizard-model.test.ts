import { describe, expect, it } from 'vitest';
import type { AlbumContent } from '@album/api-client';
import {
  applyColorPreset,
  canAdvance,
  countNodes,
  editableColorIndexes,
  initialSpread,
  organizationComplete,
  setPaletteColor,
  spreadIds,
  spreadPages,
  wizardSteps,
} from './wizard-model';

const workspace = {
  type: 'Root',
  props: { id: 'root' },
  children: [
    {
      type: 'Section',
      props: { id: 's1', name: 'Cover' },
      children: [
        { type: 'Spread', props: { id: 'a' }, children: [] },
        { type: 'Spread', props: { id: 'b' }, children: [{ type: 'Rect', props: { id: 'r' } }] },
      ],
    },
    {
      type: 'Section',
      props: { id: 's2', name: 'Back' },
      children: [{ type: 'Spread', props: { id: 'c' } }],
    },
  ],
} as unknown as AlbumContent['workspace'];

describe('wizard steps', () => {
  it('adds the data step only for business albums of users without an organisation', () => {
    expect(wizardSteps('business', false)).toEqual(['blueprints', 'data']);
    expect(wizardSteps('business', true)).toEqual(['blueprints']);
    expect(wizardSteps('wedding', false)).toEqual(['blueprints']);
    expect(wizardSteps(null, false)).toEqual(['blueprints']);
  });
});

describe('workspace rules', () => {
  it('counts every node', () => {
    expect(countNodes(workspace)).toBe(7);
    expect(countNodes(null)).toBe(0);
  });

  it('lets the user go on only with more than the root', () => {
    expect(canAdvance(workspace)).toBe(true);
    expect(
      canAdvance({ type: 'Root', props: { id: 'root' }, children: [] } as AlbumContent['workspace']),
    ).toBe(false);
    expect(canAdvance(undefined)).toBe(false);
  });

  it('lists spreads in album order', () => {
    expect(spreadIds(workspace)).toEqual(['a', 'b', 'c']);
  });

  it('shows the cover and the back page single, the others double', () => {
    expect([0, 1, 2, 3].map((i) => spreadPages(i, 4))).toEqual([1, 2, 2, 1]);
  });

  it('opens at spread 1 on phones and 0 on desktop', () => {
    expect(initialSpread(true, 5)).toBe(1);
    expect(initialSpread(false, 5)).toBe(0);
    expect(initialSpread(true, 1)).toBe(0);
  });
});

describe('palette', () => {
  const palette = ['#000000', '#ffffff', '#111111', '#222222', '#333333', '#444444', '#555555'];

  it('fills entries 2 to 6 from a preset and keeps black and white', () => {
    expect(applyColorPreset(palette, ['#a', '#b', '#c', '#d', '#e'])).toEqual([
      '#000000',
      '#ffffff',
      '#a',
      '#b',
      '#c',
      '#d',
      '#e',
    ]);
    expect(applyColorPreset([], ['#a'])).toEqual(['#000000', '#ffffff', '#a']);
  });

  it('sets one entry without touching the others', () => {
    const next = setPaletteColor(palette, 3, '#ABCDEF');
    expect(next[3]).toBe('#abcdef');
    expect(next[2]).toBe('#111111');
    expect(palette[3]).toBe('#222222');
  });

  it('offers all but black and white for editing', () => {
    expect(editableColorIndexes(palette)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('organisation data', () => {
  it('needs a name, a contact and a phone of at most 20 characters', () => {
    const filled = { name: 'Acme', contactName: 'Ada', phone: '+49 30 123' };
    expect(organizationComplete(filled)).toBe(true);
    expect(organizationComplete({ ...filled, name: '  ' })).toBe(false);
    expect(organizationComplete({ ...filled, phone: '1'.repeat(21) })).toBe(false);
  });
});
