import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import it from '../../messages/it.json';
import pl from '../../messages/pl.json';
import type { Language } from '../languages/languages';
import type { Messages } from './types';

/**
 * Every catalogue as written, loaded eagerly. For tests and tools only: applications load one language at a time
 * through `loadMessages`.
 */
export const ALL_CATALOGUES: Readonly<Record<Language, Messages>> = { de, en, fr, it, pl };
