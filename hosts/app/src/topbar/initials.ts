/**
 * The letters of the user menu's avatar when the user has no picture: the first letters of the first two words of
 * the nickname (or of the e-mail's local part, split at dots, dashes and underscores), upper-cased.
 */
export function initialsOf(user: { nickname?: string | null; email?: string | null } | null): string {
  const source = user?.nickname?.trim() || user?.email?.split('@')[0]?.trim() || '';
  const words = source.split(/[\s._-]+/u).filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}
