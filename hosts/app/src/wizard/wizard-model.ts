/**
 * The wizard's rules (spec 001 section 2 "Creation wizard" and section 4): which steps there are, when Next may
 * be pressed, which spreads the preview shows and how wide, and how a colour preset fills the album palette.
 */
import type { AlbumCategory, AlbumContent } from '@album/api-client';

export type WizardStep = 'blueprints' | 'data';

/** The steps: the business data step only for business albums of users without an organisation. */
export function wizardSteps(category: AlbumCategory | null, hasOrganization: boolean): WizardStep[] {
  return category === 'business' && !hasOrganization ? ['blueprints', 'data'] : ['blueprints'];
}

type NestedNode = AlbumContent['workspace'];

/** How many nodes the workspace holds, the root included. */
export function countNodes(node: NestedNode | { children?: unknown[] } | null | undefined): number {
  if (!node) return 0;
  const children = (node.children ?? []) as Array<{ children?: unknown[] }>;
  return 1 + children.reduce((sum, child) => sum + countNodes(child), 0);
}

/** Next (and create) wait for a workspace with content: a bare root is no album yet. */
export function canAdvance(workspace: NestedNode | null | undefined): boolean {
  return countNodes(workspace) > 1;
}

/** The ids of the workspace's spreads in album order (sections in order, their spreads in order). */
export function spreadIds(workspace: NestedNode | null | undefined): string[] {
  const ids: string[] = [];
  for (const section of workspace?.children ?? [])
    for (const spread of (section as { children?: Array<{ type: string; props: { id: string } }> })
      .children ?? [])
      if (spread.type === 'Spread') ids.push(spread.props.id);
  return ids;
}

/** Pages of the spread at `index` of `count`: the cover (first) and the back page (last) are single pages. */
export function spreadPages(index: number, count: number): 1 | 2 {
  return index === 0 || index === count - 1 ? 1 : 2;
}

/** The spread the preview opens at: the first inner spread on phones (the cover says little there), else the cover. */
export function initialSpread(mobile: boolean, count: number): number {
  return mobile && count > 1 ? 1 : 0;
}

/**
 * The album palette with a preset's colours: the presets fill the palette entries 2 to 6, the entries 0 and 1
 * (black and white) stay; a shorter palette is padded with them.
 */
export function applyColorPreset(palette: readonly string[], preset: readonly string[]): string[] {
  const next = [palette[0] ?? '#000000', palette[1] ?? '#ffffff', ...palette.slice(2)];
  preset.forEach((colour, i) => (next[2 + i] = colour));
  return next;
}

/** The palette with entry `index` set to `colour` (lower case, as the editor writes them). */
export function setPaletteColor(palette: readonly string[], index: number, colour: string): string[] {
  const next = [...palette];
  next[index] = colour.toLowerCase();
  return next;
}

/** The palette entries the user may change in the wizard: all but black and white. */
export function editableColorIndexes(palette: readonly string[]): number[] {
  return palette.map((_, i) => i).filter((i) => i >= 2);
}

/** The business data step's answers; sizes and roles are the API's. */
export const ORGANIZATION_SIZES = ['1-150', '151-200', '201-1000', '1000+'] as const;
export const ORGANIZATION_ROLES = ['member', 'lead', 'senior', 'executive'] as const;
/** Spec 001 section 5: a phone number has at most 20 characters. */
export const PHONE_MAX = 20;

/** The data step is complete when every text is filled in (sizes and roles always hold a choice). */
export function organizationComplete(organization: {
  name: string;
  contactName: string;
  phone: string;
}): boolean {
  return (
    organization.name.trim() !== '' &&
    organization.contactName.trim() !== '' &&
    organization.phone.trim() !== '' &&
    organization.phone.trim().length <= PHONE_MAX
  );
}
