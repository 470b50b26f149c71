/**
 * Validation of album content coming from clients, with editor-core's `parseNested` (every problem listed), plus
 * the server's own rule that content references only images the album has.
 */
import { parseNested, toNested, type ModelProblem, type NestedNode } from '@album/editor-core';
import type { StoredAlbumContent } from '../db/content';
import { HttpError } from '../http/errors';

/** `/workspace/children/0/props/x` under `content` -> `content.workspace.children.0.props.x`. */
function fieldOf(base: string, path: string): string {
  const segments = path
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [base, ...segments].filter(Boolean).join('.');
}

function imageReferences(content: StoredAlbumContent): Array<{ id: string; path: string }> {
  const refs: Array<{ id: string; path: string }> = [];
  const walk = (node: NestedNode, path: string) => {
    if (node.type === 'Image') {
      const id = (node.props as { image: string | null }).image;
      if (id) refs.push({ id, path: `${path}/props/image` });
    }
    node.children?.forEach((child, i) => walk(child, `${path}/children/${i}`));
  };
  walk(content.workspace, '/workspace');
  content.stickers.forEach((sticker, i) => {
    if (sticker.image) refs.push({ id: sticker.image, path: `/stickers/${i}/image` });
  });
  return refs;
}

/**
 * Checks nested content (`workspace`, `stickers`, `colors`, `fonts`, `stickerTemplateId`,
 * `stickerTemplateSettings`; a given `images` list is ignored: images live in their table) and answers it in
 * canonical form. Every image an Image node or a sticker names must be in `imageIds`. Throws 400 `invalid_document` with every problem in `details`, fields under `base`.
 */
export function validateContent(
  input: unknown,
  imageIds: ReadonlySet<string>,
  base = 'content',
): StoredAlbumContent {
  const withImages =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input, images: [] } : input;
  const parsed = parseNested(withImages);
  const problems: ModelProblem[] = parsed.ok ? [] : parsed.error.problems;
  let content: StoredAlbumContent | undefined;
  if (parsed.ok) {
    const { images: _images, ...rest } = toNested(parsed.doc);
    content = rest;
    for (const ref of imageReferences(content)) {
      if (!imageIds.has(ref.id)) {
        problems.push({
          path: ref.path,
          code: 'unknown-image',
          message: `image ${ref.id} is not an image of this album`,
        });
      }
    }
  }
  if (!content || problems.length > 0) {
    const details = problems.map((p) => ({
      field: fieldOf(base, p.path),
      message: `${p.path || '/'}: ${p.message}`,
    }));
    throw new HttpError(
      400,
      'invalid_document',
      `The album content is invalid: ${details.length} problem${details.length === 1 ? '' : 's'}, first ${details[0]?.message ?? ''}`,
      details[0]?.field ?? base,
      details.slice(0, 100),
    );
  }
  return content;
}
