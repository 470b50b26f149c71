/**
 * The password rules of the embedded sign-in, one list for the server (which refuses) and the app (which shows
 * each rule ticked off while the user types). Length beats composition for strength, so length is the main rule;
 * a letter plus a non-letter and not reusing the e-mail address keep out the most-guessed passwords.
 */

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (hashing cost grows with the length). */
export const PASSWORD_MAX_LENGTH = 1000;

/** One rule a password must meet; the app's messages are `auth.passwordRule.<rule>`. */
export type PasswordRule = 'length' | 'letter' | 'nonLetter' | 'notEmail';

/** Every password rule, in the order the sign-up form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'nonLetter', 'notEmail'];

/**
 * The rules `password` breaks (empty when it is acceptable). `email` (optional) is the account's address: the
 * password may not contain its part before the `@` when that part has 3 or more characters.
 */
export function passwordProblems(password: string, email = ''): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!/\p{L}/u.test(password)) problems.push('letter');
  if (!/[^\p{L}]/u.test(password)) problems.push('nonLetter');
  const local = email.split('@')[0]?.trim().toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) problems.push('notEmail');
  return problems;
}
