import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * Parses route input with a zod schema, or throws a 400 `invalid_input` naming the first offending field
 * (`field` is the dotted path, e.g. `sticker_upload.name`) and listing every problem in `details`.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    // An unknown key is named as the field itself, so `{titel: 'x'}` answers field `titel`.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [...issue.path.map(String), ...keys.slice(0, 1)].join('.');
    return { field: field || where, message: field ? `${field}: ${issue.message}` : issue.message };
  });
  const first = details[0];
  throw new HttpError(400, 'invalid_input', first ? first.message : 'Invalid input', first?.field, details);
}
