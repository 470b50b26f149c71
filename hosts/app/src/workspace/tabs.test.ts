import { describe, expect, it } from 'vitest';
import { parseEntrypoint, resolveTab, visibleTabs } from './tabs';

const desktop = { isMobile: false, isAdmin: false, hasOrder: false };
const phone = { ...desktop, isMobile: true };

describe('tab visibility', () => {
  it('shows jobs to admins only and review only with an order', () => {
    expect(visibleTabs(desktop)).not.toContain('jobs');
    expect(visibleTabs({ ...desktop, isAdmin: true })).toContain('jobs');
    expect(visibleTabs(desktop)).not.toContain('review');
    expect(visibleTabs({ ...desktop, hasOrder: true })).toContain('review');
  });

  it('keeps desktop-only tabs off phones and checkout off desktops; onboarding on both', () => {
    expect(visibleTabs(phone)).toEqual(['onboarding', 'images', 'stickerlink', 'styles', 'checkout']);
    expect(visibleTabs(desktop)).toEqual([
      'onboarding',
      'layouts',
      'images',
      'background',
      'stickers',
      'stickerlink',
      'styles',
    ]);
  });
});

describe('resolving the URL key', () => {
  it('opens the default tab at the album root on desktop and no panel on a phone', () => {
    expect(resolveTab(undefined, desktop)).toEqual({ kind: 'show', tab: 'onboarding' });
    expect(resolveTab(undefined, phone)).toEqual({ kind: 'show', tab: null });
  });

  it('redirects unknown keys and tabs hidden here', () => {
    expect(resolveTab('nonsense', desktop)).toEqual({ kind: 'redirect' });
    expect(resolveTab('jobs', desktop)).toEqual({ kind: 'redirect' });
    expect(resolveTab('layouts', phone)).toEqual({ kind: 'redirect' });
    expect(resolveTab('checkout', desktop)).toEqual({ kind: 'show', tab: 'checkout' });
    expect(resolveTab('settings', desktop)).toEqual({ kind: 'show', tab: 'settings' });
  });

  it('reads the entrypoint query', () => {
    expect(parseEntrypoint('wedding')).toBe('wedding');
    expect(parseEntrypoint('party')).toBeNull();
    expect(parseEntrypoint(null)).toBeNull();
  });
});
