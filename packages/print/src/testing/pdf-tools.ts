/**
 * The real tools the PDF is checked with (Debian's qpdf, poppler-utils and ghostscript), wrapped for tests.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `qpdf --check`: resolves with its output when the file is sound, rejects otherwise. */
export async function qpdfCheck(path: string): Promise<string> {
  const { stdout } = await run('qpdf', ['--check', path]);
  return stdout;
}

/** A PDF box in points: [x0, y0, x1, y1]. */
export type Box = [number, number, number, number];

/** Page count and every page's boxes from `pdfinfo -box`. */
export async function pdfBoxes(path: string): Promise<{ pages: number; boxes: Array<Record<string, Box>> }> {
  const { stdout: summary } = await run('pdfinfo', [path]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(summary)?.[1] ?? 0);
  const { stdout } = await run('pdfinfo', ['-box', '-f', '1', '-l', String(pages), path]);
  const boxes: Array<Record<string, Box>> = [];
  for (const match of stdout.matchAll(
    /^Page\s+(\d+)\s+(\w+):\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)/gm,
  )) {
    const page = Number(match[1]) - 1;
    boxes[page] ??= {};
    boxes[page]![match[2]!] = [Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])];
  }
  return { pages, boxes };
}

/** One font row of `pdffonts`. */
export interface PdfFontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

/** The fonts `pdffonts` lists. */
export async function pdfFonts(path: string): Promise<PdfFontRow[]> {
  const { stdout } = await run('pdffonts', [path]);
  const lines = stdout
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '');
  return lines.map((line) => {
    const cols = line.trim().split(/\s+/);
    // name type [type…] encoding emb sub uni object ID
    const [emb, sub] = cols.slice(-5, -3);
    return {
      name: cols[0]!,
      type: cols.slice(1, -6).join(' '),
      embedded: emb === 'yes',
      subset: sub === 'yes',
    };
  });
}

/**
 * A copy of the PDF at `out` as the screen raster shows the page (qpdf `--update-from-json`): without its output
 * intents (poppler soft-proofs ICC-tagged colours through a PDF/X output intent, saturated sRGB greens come out in
 * the CMYK gamut) and with the optional content groups (the CutContour layer) off.
 */
export async function withoutOutputIntents(path: string, out: string): Promise<void> {
  const { stdout } = await run('qpdf', ['--json=2', '--json-key=qpdf', '--json-object=trailer', path]);
  const trailer = (JSON.parse(stdout) as { qpdf: [unknown, { trailer: { value: { '/Root': string } } }] })
    .qpdf[1].trailer.value;
  const rootKey = `obj:${trailer['/Root']}`;
  const { stdout: rootJson } = await run('qpdf', [
    '--json=2',
    '--json-key=qpdf',
    `--json-object=${trailer['/Root'].split(' ')[0]}`,
    path,
  ]);
  const [header, objects] = (
    JSON.parse(rootJson) as { qpdf: [object, Record<string, { value: Record<string, unknown> }>] }
  ).qpdf;
  const root = objects[rootKey]!.value;
  delete root['/OutputIntents'];
  const layers = root['/OCProperties'] as { '/D': Record<string, unknown>; '/OCGs': unknown[] } | undefined;
  if (layers) layers['/D'] = { ...layers['/D'], '/ON': [], '/OFF': layers['/OCGs'] };
  const dir = await mkdtemp(join(tmpdir(), 'print-noi-'));
  try {
    const update = join(dir, 'update.json');
    await writeFile(update, JSON.stringify({ qpdf: [header, { [rootKey]: { value: root } }] }));
    await run('qpdf', [path, `--update-from-json=${update}`, out]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every page rendered by `pdftoppm` at `dpi` as PNG bytes, in page order. */
export async function pdfToPngs(path: string, dpi: number): Promise<Uint8Array[]> {
  const dir = await mkdtemp(join(tmpdir(), 'print-ppm-'));
  try {
    await run('pdftoppm', ['-r', String(dpi), '-png', path, join(dir, 'p')], { maxBuffer: 1 << 26 });
    const files = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    // Awaited here: a bare return would let `finally` remove the folder while the files are being read.
    return await Promise.all(files.map(async (f) => new Uint8Array(await readFile(join(dir, f)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
