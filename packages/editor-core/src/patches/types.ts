/**
 * The patch format that leaves the editor (autosave, collaboration, REST fallback all consume it).
 * JSON-pointer operations grouped per domain, from every committed change.
 */

/** The domains of the album document that patches are grouped by. */
export type PatchDomain =
  'workspace' | 'stickers' | 'colors' | 'fonts' | 'stickerTemplateSettings' | 'images';

/**
 * One operation. `path` is a JSON pointer relative to the domain root:
 * - workspace: `/{nodeId}` (whole node), `/{nodeId}/parentId`, `/{nodeId}/index`, `/{nodeId}/props/{prop}[/...]`
 * - stickers, images: `/{id}` or `/{id}/{field}[/...]`
 * - colors: `/{index}`; fonts: `/{role}`; stickerTemplateSettings: `/{field}`; `''` replaces the whole domain.
 * `version` is the store version the operation was produced at (monotonic per editor).
 */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace';
  path: string;
  value?: unknown;
  version?: number;
}

/** Operations of one committed change, by domain. Domains without changes are absent. */
export type PatchSet = Partial<Record<PatchDomain, PatchOperation[]>>;

/** Where a change came from: a local user action (recorded in history) or a remote peer / load (not recorded). */
export type ChangeOrigin = 'local' | 'remote' | 'load' | 'history';
