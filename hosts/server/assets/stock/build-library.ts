/**
 * Builds the bundled offline stock library (`manifest.json` and the JPEG files beside it) from `sources.json`:
 * freely licensed photos shipped inside npm packages (resolved from node_modules) and Debian packages (the `.deb`
 * files in the directory given with `--debs`, fetched with `apt-get download <package>`).
 *
 * Every photo is turned upright, stripped of metadata, converted to sRGB and written twice: at most 1200 px
 * (JPEG quality 80) and a 400 px thumbnail. Run from the repository root:
 *
 *   node hosts/server/assets/stock/build-library.ts --debs /tmp/debs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

interface Source {
  id: number;
  /** `npm:<package>/<path>` or `deb:<package>/<path>`. */
  path: string;
  title: string;
  photographer: string;
  licence: string;
  tags: string[];
}

const LICENCE_URLS: Record<string, string> = {
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-3.0': 'https://creativecommons.org/licenses/by-sa/3.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  MIT: 'https://opensource.org/license/mit',
  'LGPL-3.0-only': 'https://www.gnu.org/licenses/lgpl-3.0.html',
  'GPL-2.0-or-later': 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  'public-domain': 'https://creativecommons.org/publicdomain/mark/1.0/',
};

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const debsArg = process.argv.indexOf('--debs');
const debsDir = debsArg > 0 ? process.argv[debsArg + 1] : undefined;
const extracted = new Map<string, { root: string; version: string }>();
const scratch = mkdtempSync(join(tmpdir(), 'stock-build-'));

/** Package name/version and the file of a source path. */
function resolveSource(path: string): { file: string; origin: string } {
  const [kind, rest = ''] = path.split(/:(.*)/s);
  const scoped = rest.startsWith('@');
  const parts = rest.split('/');
  const name = parts.slice(0, scoped ? 2 : 1).join('/');
  const inner = parts.slice(scoped ? 2 : 1).join('/');
  if (kind === 'npm') {
    const root = dirname(require.resolve(`${name}/package.json`));
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    return { file: join(root, inner), origin: `npm ${name}@${version}: ${inner}` };
  }
  if (!debsDir) throw new Error(`${path} needs --debs <dir with ${name}_*.deb>`);
  let deb = extracted.get(name);
  if (!deb) {
    const file = readdirSync(debsDir).find((f) => f.startsWith(`${name}_`) && f.endsWith('.deb'));
    if (!file) throw new Error(`No ${name}_*.deb in ${debsDir}`);
    const root = join(scratch, name);
    execFileSync('dpkg-deb', ['-x', join(debsDir, file), root]);
    const version = execFileSync('dpkg-deb', ['-f', join(debsDir, file), 'Version'])
      .toString()
      .trim();
    deb = { root, version };
    extracted.set(name, deb);
  }
  return { file: join(deb.root, inner), origin: `Debian ${name} ${deb.version}: /${inner}` };
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

const sources = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8')) as Source[];
for (const old of readdirSync(here)) if (old.endsWith('.jpg')) rmSync(join(here, old));
const photos = [];
let total = 0;
for (const source of sources) {
  const { file, origin } = resolveSource(source.path);
  const name = `${source.id}-${slug(source.title)}`;
  const base = sharp(file).rotate().toColourspace('srgb');
  const full = await base
    .clone()
    .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await base
    .clone()
    .resize({ width: 400, height: 400, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
  const { dominant } = await sharp(thumb).stats();
  writeFileSync(join(here, `${name}.jpg`), full.data);
  writeFileSync(join(here, `${name}-thumb.jpg`), thumb);
  total += full.data.length + thumb.length;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  photos.push({
    id: source.id,
    file: `${name}.jpg`,
    thumb: `${name}-thumb.jpg`,
    width: full.info.width,
    height: full.info.height,
    avg_color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    alt: source.title,
    photographer: source.photographer,
    licence: source.licence,
    licence_url: LICENCE_URLS[source.licence],
    source: origin,
    tags: source.tags,
  });
}
writeFileSync(join(here, 'manifest.json'), `${JSON.stringify({ photos }, null, 1)}\n`);
rmSync(scratch, { recursive: true, force: true });
console.info(`${photos.length} photos, ${(total / 1024 / 1024).toFixed(1)} MB`);
