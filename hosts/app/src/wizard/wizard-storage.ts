/**
 * The wizard's progress, kept in localStorage (spec 001 section 4): the chosen blueprint, its workspace and the
 * look the user gave it, and the business data. One entry per wizard key (`/album/new/:key`), so two wizards in two
 * tabs do not overwrite each other; the create action copies the state under the fixed `pending` entry that
 * `/album/new/confirm` reads after sign-up.
 */
import type { AlbumCategory, AlbumContent, Fonts, OrganizationInput } from '@album/api-client';
import type { StickerTemplateSettings } from '@album/editor-core';

/** Everything `/album/new/confirm` needs to create the album. */
export interface WizardState {
  blueprintId: string;
  blueprintCategory: AlbumCategory;
  workspace: AlbumContent['workspace'];
  colors: string[];
  fonts: Fonts;
  /** The sticker design chosen in the wizard (absent in states saved before the wizard offered it). */
  stickerTemplateSettings?: StickerTemplateSettings | undefined;
  /** True once the user changed anything of the blueprint (colours, fonts): a blueprint change then asks first. */
  edited: boolean;
  organization?: OrganizationInput | undefined;
}

const PREFIX = 'album.wizard.';
/** Where the create action leaves the state for `/album/new/confirm`. */
export const PENDING_WIZARD_KEY = 'pending';

function storageKey(key: string | undefined): string {
  return PREFIX + (key && key.length > 0 ? key : 'default');
}

function isState(value: unknown): value is WizardState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<WizardState>;
  return (
    typeof state.blueprintId === 'string' &&
    typeof state.blueprintCategory === 'string' &&
    !!state.workspace &&
    typeof state.workspace === 'object' &&
    Array.isArray(state.colors) &&
    !!state.fonts &&
    typeof state.edited === 'boolean'
  );
}

/** The state saved under `key`, or null when there is none or it cannot be read (another version, hand-edited). */
export function loadWizardState(storage: Storage | undefined, key: string | undefined): WizardState | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(key)) ?? 'null');
    return isState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves `state` under `key`; a full or blocked storage only loses the resume offer, never the wizard. */
export function saveWizardState(
  storage: Storage | undefined,
  key: string | undefined,
  state: WizardState,
): void {
  try {
    storage?.setItem(storageKey(key), JSON.stringify(state));
  } catch {
    // Private mode or quota: the wizard goes on without resume.
  }
}

/** Forgets the state saved under `key`. */
export function clearWizardState(storage: Storage | undefined, key: string | undefined): void {
  try {
    storage?.removeItem(storageKey(key));
  } catch {
    // Nothing stored that could be read back either.
  }
}

/** Forgets every wizard's state (after the album was created: nothing is left to resume). */
export function clearAllWizardStates(storage: Storage | undefined): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (name?.startsWith(PREFIX)) keys.push(name);
    }
    for (const name of keys) storage.removeItem(name);
  } catch {
    // A blocked storage holds nothing to clear.
  }
}
