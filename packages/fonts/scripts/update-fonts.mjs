// Vendors the editor's 50 font families from their @expo-google-fonts packages: fetches each pinned package with
// `npm pack` (the ordinary npm client, registry only), keeps only the 400/700 regular and italic TTF files and the
// font licence, and writes `fonts/<slug>/` plus `catalogue.json`.
//
// Why vendoring instead of 50 dependencies: each package ships every weight plus preview PNGs (about 110 MB packed
// for the 50), while the editor, the renderer and the PDF writer need only 400 and 700 (about 38 MB). The product
// must also work offline, so the files live in the repository and the published package.
//
// Usage: `npm run fonts:update -w @album/fonts` (add `-- --from <dir>` to reuse already packed tarballs).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Package slug, pinned version and the editor's category. The category is an editorial choice for the font menu:
 * Google files Oswald, Orbitron or Cinzel under sans-serif or serif, the editor lists them as display faces.
 * The order is the menu order.
 */
const FAMILIES = [
  // sans-serif
  ['roboto', '0.4.3', 'sans-serif'],
  ['open-sans', '0.4.2', 'sans-serif'],
  ['lato', '0.4.1', 'sans-serif'],
  ['montserrat', '0.4.2', 'sans-serif'],
  ['poppins', '0.4.1', 'sans-serif'],
  ['raleway', '0.4.2', 'sans-serif'],
  ['nunito', '0.4.2', 'sans-serif'],
  ['work-sans', '0.4.2', 'sans-serif'],
  ['source-sans-3', '0.4.1', 'sans-serif'],
  ['fira-sans', '0.4.1', 'sans-serif'],
  ['ubuntu', '0.4.1', 'sans-serif'],
  ['pt-sans', '0.4.1', 'sans-serif'],
  ['inter', '0.4.2', 'sans-serif'],
  ['rubik', '0.4.2', 'sans-serif'],
  ['josefin-sans', '0.4.2', 'sans-serif'],
  ['roboto-condensed', '0.4.2', 'sans-serif'],
  // serif
  ['playfair-display', '0.4.2', 'serif'],
  ['merriweather', '0.4.2', 'serif'],
  ['lora', '0.4.2', 'serif'],
  ['pt-serif', '0.4.1', 'serif'],
  ['libre-baskerville', '0.4.3', 'serif'],
  ['eb-garamond', '0.4.3', 'serif'],
  ['crimson-text', '0.4.0', 'serif'],
  ['roboto-slab', '0.4.2', 'serif'],
  ['bitter', '0.4.2', 'serif'],
  ['cormorant-garamond', '0.4.1', 'serif'],
  ['noto-serif', '0.4.2', 'serif'],
  ['zilla-slab', '0.4.1', 'serif'],
  // display
  ['oswald', '0.4.2', 'display'],
  ['cinzel', '0.4.2', 'display'],
  ['comfortaa', '0.4.2', 'display'],
  ['fredoka', '0.4.1', 'display'],
  ['orbitron', '0.4.2', 'display'],
  ['teko', '0.4.1', 'display'],
  ['baloo-2', '0.4.2', 'display'],
  ['exo-2', '0.4.2', 'display'],
  ['syne', '0.4.2', 'display'],
  ['league-spartan', '0.4.2', 'display'],
  // handwriting
  ['dancing-script', '0.4.2', 'handwriting'],
  ['caveat', '0.4.2', 'handwriting'],
  ['kalam', '0.4.1', 'handwriting'],
  ['amatic-sc', '0.4.2', 'handwriting'],
  ['comic-neue', '0.4.1', 'handwriting'],
  ['playpen-sans', '0.4.1', 'handwriting'],
  ['shantell-sans', '0.4.1', 'handwriting'],
  // monospace
  ['roboto-mono', '0.4.2', 'monospace'],
  ['source-code-pro', '0.4.1', 'monospace'],
  ['space-mono', '0.4.2', 'monospace'],
  ['jetbrains-mono', '0.4.1', 'monospace'],
  ['ibm-plex-mono', '0.4.1', 'monospace'],
];

/** The faces kept, keyed as in the catalogue, with the folder name the expo packages use. */
const FACES = [
  ['400', '400Regular'],
  ['700', '700Bold'],
  ['400italic', '400Regular_Italic'],
  ['700italic', '700Bold_Italic'],
];

const CATEGORIES = new Set(['sans-serif', 'serif', 'display', 'handwriting', 'monospace']);

function packedTarball(slug, version, dir, fromDir) {
  const name = `expo-google-fonts-${slug}-${version}.tgz`;
  if (fromDir && existsSync(join(fromDir, name))) return join(fromDir, name);
  const out = execFileSync(
    'npm',
    ['pack', `@expo-google-fonts/${slug}@${version}`, '--pack-destination', dir, '--json'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return join(dir, JSON.parse(out)[0].filename);
}

function main() {
  const fromIndex = process.argv.indexOf('--from');
  const fromDir = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
  const work = mkdtempSync(join(tmpdir(), 'album-fonts-'));
  const fontsDir = join(root, 'fonts');
  rmSync(fontsDir, { recursive: true, force: true });
  mkdirSync(fontsDir, { recursive: true });
  const families = [];
  try {
    for (const [slug, version, category] of FAMILIES) {
      const tarball = packedTarball(slug, version, work, fromDir);
      const unpacked = join(work, slug);
      mkdirSync(unpacked);
      execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
      const pkg = join(unpacked, 'package');
      const meta = JSON.parse(readFileSync(join(pkg, 'metadata.json'), 'utf8'));
      if (!CATEGORIES.has(category)) throw new Error(`${slug}: unknown category ${category}`);
      const target = join(fontsDir, slug);
      mkdirSync(target);
      const files = {};
      for (const [key, folder] of FACES) {
        const dir = join(pkg, folder);
        if (!existsSync(dir)) continue;
        const ttf = readdirSync(dir).find((f) => f.endsWith('.ttf'));
        if (!ttf) continue;
        cpSync(join(dir, ttf), join(target, ttf));
        files[key] = `fonts/${slug}/${ttf}`;
      }
      if (!files['400']) throw new Error(`${slug}: no regular face`);
      cpSync(join(pkg, 'LICENSE_FONT'), join(target, 'LICENSE_FONT'));
      const weights = [400, 700].filter((w) => files[String(w)] || files[`${w}italic`]);
      const styles = ['normal', 'italic'].filter((s) =>
        s === 'normal' ? files['400'] : files['400italic'] || files['700italic'],
      );
      families.push({
        family: meta.family,
        slug,
        category,
        weights,
        styles,
        files,
        package: `@expo-google-fonts/${slug}`,
        version,
        license: 'OFL-1.1',
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const catalogue = { defaultFamily: 'Roboto', families };
  const cataloguePath = join(root, 'catalogue.json');
  writeFileSync(cataloguePath, `${JSON.stringify(catalogue, null, 2)}\n`);
  // Formatted like every other file of the repository, so a re-run with the same pins changes nothing.
  execFileSync('npx', ['prettier', '--write', cataloguePath], { stdio: 'ignore' });
  console.info(`wrote ${families.length} families to ${fontsDir}`);
}

main();
