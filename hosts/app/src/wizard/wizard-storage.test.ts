import { describe, expect, it } from 'vitest';
import type { WizardState } from './wizard-storage';
import {
  clearAllWizardStates,
  clearWizardState,
  loadWizardState,
  PENDING_WIZARD_KEY,
  saveWizardState,
} from './wizard-storage';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const state: WizardState = {
  blueprintId: 'bp1',
  blueprintCategory: 'wedding',
  workspace: { type: 'Root', props: { id: 'root' }, children: [] },
  colors: ['#000000', '#ffffff', '#b5838d'],
  fonts: { title: 'Lora', sub_title: 'Lora', paragraph: 'Lora' },
  edited: true,
};

describe('wizard storage', () => {
  it('keeps one state per wizard key and reads it back', () => {
    const storage = memoryStorage();
    saveWizardState(storage, 'a', state);
    expect(loadWizardState(storage, 'a')).toEqual(state);
    expect(loadWizardState(storage, 'b')).toBeNull();
    expect(loadWizardState(storage, PENDING_WIZARD_KEY)).toBeNull();
  });

  it('uses one default entry for the wizard without a key', () => {
    const storage = memoryStorage();
    saveWizardState(storage, undefined, state);
    expect(loadWizardState(storage, '')).toEqual(state);
  });

  it('forgets a cleared state', () => {
    const storage = memoryStorage();
    saveWizardState(storage, 'a', state);
    clearWizardState(storage, 'a');
    expect(loadWizardState(storage, 'a')).toBeNull();
  });

  it('ignores damaged or foreign entries', () => {
    const storage = memoryStorage();
    storage.setItem('album.wizard.a', '{not json');
    storage.setItem('album.wizard.b', JSON.stringify({ blueprintId: 3 }));
    expect(loadWizardState(storage, 'a')).toBeNull();
    expect(loadWizardState(storage, 'b')).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('quota');
    };
    expect(() => saveWizardState(broken, 'a', state)).not.toThrow();
  });
});

describe('clearing after creation', () => {
  it('forgets every wizard state and nothing else', () => {
    const storage = memoryStorage();
    saveWizardState(storage, 'a', state);
    saveWizardState(storage, PENDING_WIZARD_KEY, state);
    storage.setItem('album.session', 'keep');
    clearAllWizardStates(storage);
    expect(loadWizardState(storage, 'a')).toBeNull();
    expect(loadWizardState(storage, PENDING_WIZARD_KEY)).toBeNull();
    expect(storage.getItem('album.session')).toBe('keep');
  });
});
