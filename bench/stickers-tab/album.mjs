// The benchmark's album, made through the REST API as a client would: 20 chapters of 50 stickers (1,000), each chapter
// three spreads of 18 cells with 45 stickers placed and 5 waiting to be placed, every sticker with a photo of the
// offline stock library (ten photos uploaded as sticker images, shared by the stickers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHAPTERS = 20;
export const PER_CHAPTER = 50;
const PLACED_PER_CHAPTER = 45;
const SPREADS_PER_CHAPTER = 3;
const PAGE_WIDTH = 230;
const PHOTOS = [43, 44, 45, 46, 47, 48, 33, 35, 36, 9];

const FIRST = [
  'Luca',
  'Emma',
  'Jonas',
  'Mia',
  'Felix',
  'Lea',
  'Noah',
  'Ida',
  'Ben',
  'Clara',
  'Paul',
  'Zoe',
  'Milan',
];
const LAST = [
  'Weber',
  'Novak',
  'Rossi',
  'Keller',
  'Berger',
  'Vogel',
  'Brandt',
  'Meyer',
  'Kowalski',
  'Martin',
  'Haas',
];
const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Coach'];

/** The name of sticker `n` (0–999): unique, so that a search for it finds exactly one sticker. */
export function stickerName(n) {
  return `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${String(n + 1).padStart(4, '0')}`;
}

const crop = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };

function cell(id, x, y, stickerId) {
  return {
    type: 'StickerCell',
    props: { id, x, y, width: 50, height: 70, rotation: 0, scale: 1, ...crop, stickerId },
  };
}

/** Workspace and stickers (without images) of the album. */
export function benchContent() {
  const sections = [];
  const stickers = [];
  const createdAt = new Date(Date.UTC(2026, 0, 1)).toISOString();
  for (let c = 0; c < CHAPTERS; c++) {
    const sectionId = `section-bench-${c}`;
    const ids = Array.from({ length: PER_CHAPTER }, (_, i) => `sticker-bench-${c * PER_CHAPTER + i}`);
    ids.forEach((id, i) => {
      const n = c * PER_CHAPTER + i;
      stickers.push({
        id,
        name: stickerName(n),
        position: POSITIONS[n % POSITIONS.length],
        doubleSticker: false,
        image: null,
        sectionId,
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt,
        ...crop,
      });
    });
    const spreads = [];
    let k = 0;
    for (let s = 0; s < SPREADS_PER_CHAPTER; s++) {
      const children = [];
      for (const side of [0, 1])
        for (let r = 0; r < 3; r++)
          for (let col = 0; col < 3; col++, k++) {
            const x = side * PAGE_WIDTH + 23 + col * 64;
            children.push(
              cell(`cell-bench-${c}-${k}`, x, 40 + r * 82, k < PLACED_PER_CHAPTER ? ids[k] : null),
            );
          }
      spreads.push({ type: 'Spread', props: { id: `ManualPage-bench-${c}-${s}`, sectionId }, children });
    }
    sections.push({
      type: 'Section',
      props: { id: sectionId, name: `Team ${String(c + 1).padStart(2, '0')}` },
      children: spreads,
    });
  }
  return { workspace: { type: 'Root', props: { id: 'root-bench' }, children: sections }, stickers };
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Uploads a library photo as a sticker image of the album; answers the image id. */
async function uploadPhoto(base, token, albumId, file) {
  const bytes = readFileSync(file);
  const target = await call(base, token, 'POST', '/uploads', {
    filename: file.split('/').pop(),
    content_type: 'image/jpeg',
    byte_size: bytes.length,
  });
  const put = await fetch(target.upload_url, { method: 'PUT', headers: target.headers, body: bytes });
  if (!put.ok) throw new Error(`upload: ${put.status}`);
  const { image } = await call(base, token, 'POST', `/albums/${albumId}/images`, {
    blob_id: target.blob_id,
    model: 'sticker',
  });
  return image.id;
}

/** Creates the 1,000-sticker album for the signed-in user; answers its id. */
export async function createBenchAlbum(base, token, root) {
  const content = benchContent();
  const { album } = await call(base, token, 'POST', '/albums', {
    album: { title: 'Benchmark: 1,000 stickers', language: 'en' },
    ...content,
  });
  const manifest = JSON.parse(readFileSync(join(root, 'hosts/server/assets/stock/manifest.json'), 'utf8'));
  const images = [];
  for (const id of PHOTOS) {
    const photo = manifest.photos.find((p) => p.id === id);
    images.push(
      await uploadPhoto(base, token, album.id, join(root, 'hosts/server/assets/stock', photo.file)),
    );
  }
  const current = await call(base, token, 'GET', `/albums/${album.id}`);
  const withImages = current.album.stickers.map((sticker, i) => ({
    ...sticker,
    image: images[i % images.length],
  }));
  await call(base, token, 'PUT', `/albums/${album.id}/document`, {
    version: current.album.version,
    content: { ...current.album, stickers: withImages },
  });
  return album.id;
}
