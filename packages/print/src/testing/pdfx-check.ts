/**
 * A small PDF/X-4 checker on `qpdf --json` output and Ghostscript's rendering, for tests. It checks what this
 * writer promises (not a full ISO 15930-7 preflight): the GTS_PDFX output intent with an embedded CMYK profile, the
 * version keys in Info and XMP, PDF 1.6+, Trapped, TrimBox/BleedBox on every page, every font embedded, RGB
 * content tagged (DefaultRGB on every page).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The objects of a file as qpdf's JSON v2 gives them ("obj:N 0 R" → { value } or { stream: { dict } }). */
export interface QpdfJson {
  version: string;
  objects: Record<string, { value?: unknown; stream?: { dict: Record<string, unknown>; data?: string } }>;
}

/** `qpdf --json=2` of a file (with stream data base64-encoded when `data` is set). */
export async function qpdfJson(path: string, data = false): Promise<QpdfJson> {
  const args = [
    '--json=2',
    '--json-key=qpdf',
    ...(data ? ['--json-stream-data=inline', '--decode-level=generalized'] : []),
    path,
  ];
  const { stdout } = await run('qpdf', args, { maxBuffer: 1 << 30 });
  const parsed = JSON.parse(stdout) as { qpdf: [{ pdfversion: string }, QpdfJson['objects']] };
  return { version: parsed.qpdf[0].pdfversion, objects: parsed.qpdf[1] };
}

/** Resolves a reference ("N 0 R") to the object's value or stream dictionary. */
export function resolve(json: QpdfJson, value: unknown): unknown {
  if (typeof value === 'string' && /^\d+ \d+ R$/.test(value)) {
    const obj = json.objects[`obj:${value}`];
    if (!obj) return undefined;
    return obj.stream ? obj.stream.dict : obj.value;
  }
  return value;
}

function dict(json: QpdfJson, value: unknown): Record<string, unknown> {
  const v = resolve(json, value);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The page dictionaries in page order. */
export function pages(json: QpdfJson): Array<Record<string, unknown>> {
  const trailer = json.objects.trailer!.value as Record<string, unknown>;
  const root = dict(json, trailer['/Root']);
  const out: Array<Record<string, unknown>> = [];
  const walk = (node: unknown) => {
    const d = dict(json, node);
    if (d['/Type'] === '/Page') out.push(d);
    else for (const kid of (d['/Kids'] as unknown[]) ?? []) walk(kid);
  };
  walk(root['/Pages']);
  return out;
}

/** What is wrong with the file as PDF/X-4 (empty when nothing this checker knows of). */
export function pdfxProblems(json: QpdfJson): string[] {
  const problems: string[] = [];
  if (Number(json.version) < 1.6) problems.push(`PDF version ${json.version} < 1.6`);
  const trailer = json.objects.trailer!.value as Record<string, unknown>;
  if (!trailer['/ID']) problems.push('no trailer ID');
  const info = dict(json, trailer['/Info']);
  const infoText = (key: string) => resolve(json, info[key]);
  if (infoText('/GTS_PDFXVersion') !== 'u:PDF/X-4')
    problems.push(`Info GTS_PDFXVersion ${String(infoText('/GTS_PDFXVersion'))}`);
  if (!['/False', '/True'].includes(String(infoText('/Trapped'))))
    problems.push(`Info Trapped ${String(infoText('/Trapped'))}`);
  if (!infoText('/Title')) problems.push('no Info Title');
  if (!infoText('/ModDate') || !infoText('/CreationDate')) problems.push('no Info dates');
  const root = dict(json, trailer['/Root']);
  const intents = (resolve(json, root['/OutputIntents']) as unknown[] | undefined) ?? [];
  const pdfx = intents.map((i) => dict(json, i)).filter((i) => i['/S'] === '/GTS_PDFX');
  if (pdfx.length !== 1) problems.push(`${pdfx.length} GTS_PDFX output intents`);
  for (const intent of pdfx) {
    if (!intent['/OutputConditionIdentifier'])
      problems.push('output intent without OutputConditionIdentifier');
    const profileRef = intent['/DestOutputProfile'];
    const profile = typeof profileRef === 'string' ? json.objects[`obj:${profileRef}`] : undefined;
    if (!profile?.stream) problems.push('DestOutputProfile is not an embedded stream');
    else if (profile.stream.dict['/N'] !== 4)
      problems.push(`DestOutputProfile N=${String(profile.stream.dict['/N'])}`);
  }
  const metadataRef = root['/Metadata'];
  const metadata = typeof metadataRef === 'string' ? json.objects[`obj:${metadataRef}`]?.stream : undefined;
  if (!metadata) problems.push('no XMP metadata');
  else if (metadata.data !== undefined) {
    const xmp = Buffer.from(metadata.data, 'base64').toString('utf8');
    if (!/<pdfxid:GTS_PDFXVersion>PDF\/X-4<\/pdfxid:GTS_PDFXVersion>/.test(xmp))
      problems.push('XMP without pdfxid:GTS_PDFXVersion');
    if (!/<pdf:Trapped>(True|False)<\/pdf:Trapped>/.test(xmp)) problems.push('XMP without pdf:Trapped');
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(xmp))
      problems.push('XMP is not well-formed XML (a bare &)');
  }
  pages(json).forEach((page, i) => {
    if (!page['/TrimBox']) problems.push(`page ${i + 1}: no TrimBox`);
    if (!page['/BleedBox']) problems.push(`page ${i + 1}: no BleedBox`);
    const resources = dict(json, page['/Resources']);
    const spaces = dict(json, resources['/ColorSpace']);
    const rgb = resolve(json, spaces['/DefaultRGB']) as unknown[] | undefined;
    if (!Array.isArray(rgb) || rgb[0] !== '/ICCBased') problems.push(`page ${i + 1}: no ICCBased DefaultRGB`);
  });
  for (const [key, obj] of Object.entries(json.objects)) {
    const d = obj.value && typeof obj.value === 'object' ? (obj.value as Record<string, unknown>) : null;
    if (d?.['/Type'] !== '/FontDescriptor') continue;
    if (!d['/FontFile'] && !d['/FontFile2'] && !d['/FontFile3'])
      problems.push(`${key}: font ${String(d['/FontName'])} not embedded`);
  }
  for (const obj of Object.values(json.objects)) {
    const d = obj.value && typeof obj.value === 'object' ? (obj.value as Record<string, unknown>) : null;
    if (
      d?.['/Type'] === '/Font' &&
      d['/Subtype'] !== '/Type0' &&
      d['/Subtype'] !== '/Type3' &&
      !d['/FontDescriptor']
    )
      problems.push(`font ${String(d['/BaseFont'])} without descriptor (not embedded)`);
  }
  return problems;
}

/** Ghostscript's complaints rendering the file (stderr and warning lines on stdout; empty when clean). */
export async function ghostscriptWarnings(path: string): Promise<string> {
  const { stdout, stderr } = await run(
    'gs',
    ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=nullpage', path],
    {
      maxBuffer: 1 << 26,
    },
  );
  const lines = `${stderr}\n${stdout}`.split('\n').filter((l) => l.trim() !== '');
  return lines.join('\n');
}
