import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '@album/api-client';

/**
 * A new password under the rules of `@album/api-client` (`passwordProblems`), the ones the app ticks off while the
 * user types; the issue names the first broken rule (`password_length`, `password_letter`, ...).
 */
export function passwordSchema(email: string) {
  return z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .superRefine((password, issues) => {
      const [problem] = passwordProblems(password, email);
      if (problem) issues.addIssue({ code: 'custom', message: `password breaks the rule "${problem}"` });
    });
}
