import type { Messages } from '../catalogue/types';

/** Keys present in `source` but not in `target`, sorted. */
export function missingKeys(source: Messages, target: Messages): string[] {
  return Object.keys(source)
    .filter((key) => !Object.prototype.hasOwnProperty.call(target, key))
    .sort();
}

/** Message ids used in the sources that `catalogue` lacks, sorted and without repeats. */
export function unknownIds(ids: Iterable<string>, catalogue: Messages): string[] {
  return [...new Set(ids)].filter((id) => !Object.prototype.hasOwnProperty.call(catalogue, id)).sort();
}
