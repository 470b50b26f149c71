/**
 * The sub-tabs of the settings modal (`/album/:albumId/settings/general` and `.../settings/users`, spec section 2 of
 * both specifications). A missing or unknown sub-path shows the general tab.
 */
export const SETTINGS_SECTIONS = ['general', 'users'] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The section a URL segment names, or `general` for anything else. */
export function settingsSection(segment: string | undefined): SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(segment ?? '')
    ? (segment as SettingsSection)
    : 'general';
}

/** The address of a section of an album's settings. */
export function settingsPath(albumId: string, section: SettingsSection): string {
  return `/album/${encodeURIComponent(albumId)}/settings/${section}`;
}
