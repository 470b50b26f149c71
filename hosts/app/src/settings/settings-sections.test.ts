import { describe, expect, it } from 'vitest';
import { settingsPath, settingsSection } from './settings-sections';

describe('settings sections', () => {
  it('reads the sub-path, general for a missing or unknown one', () => {
    expect(settingsSection('users')).toBe('users');
    expect(settingsSection('general')).toBe('general');
    expect(settingsSection(undefined)).toBe('general');
    expect(settingsSection('billing')).toBe('general');
  });

  it('builds the section’s address', () => {
    expect(settingsPath('a b', 'users')).toBe('/album/a%20b/settings/users');
  });
});
