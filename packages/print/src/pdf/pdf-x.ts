/**
 * PDF/X-4 conformance of the writer: the CMYK output intent (GTS_PDFX) with its ICC profile embedded, the
 * `GTS_PDFXVersion` and `Trapped` keys in the Info dictionary and the XMP packet, and the RGB content tagged as sRGB
 * (a `DefaultRGB` ICCBased colour space in every page's resources, which form XObjects share).
 *
 * Profiles come from Debian packages by default (see docs/print.md): the CMYK output profile is Ghostscript's
 * "Artifex CMYK SWOP Profile" (libgs-common; icc-profiles-free ships FOGRA39 only as measurement data, no CMYK ICC
 * profile), sRGB is icc-profiles-free's. `ALBUM_PRINT_CMYK_ICC` / `ALBUM_PRINT_RGB_ICC` or the writer's options
 * name other files.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ColorProfileMissingError } from '../output/errors';
import type { PdfDoc, PdfRef } from './pdfkit-internals';

/** The default CMYK output profile (Debian libgs-common, a dependency of ghostscript). */
export const DEFAULT_CMYK_PROFILE = '/usr/share/color/icc/ghostscript/default_cmyk.icc';
/** The default sRGB profile (Debian icc-profiles-free). */
export const DEFAULT_RGB_PROFILE = '/usr/share/color/icc/sRGB.icc';

/** The PDF/X version written. */
export const PDFX_VERSION = 'PDF/X-4';

/** Which ICC profiles a PDF/X file uses. */
export interface ColorProfileOptions {
  /** The CMYK output-intent profile (default `ALBUM_PRINT_CMYK_ICC`, else `DEFAULT_CMYK_PROFILE`). */
  cmykProfile?: string;
  /** The sRGB profile RGB content is tagged with (default `ALBUM_PRINT_RGB_ICC`, else `DEFAULT_RGB_PROFILE`). */
  rgbProfile?: string;
}

/** A loaded ICC profile. */
export interface IccProfile {
  path: string;
  bytes: Buffer;
  /** Colour space of the profile's data ('CMYK', 'RGB '…). */
  space: string;
  /** The profile's description tag, else the file name. */
  description: string;
}

/** A PDF name written as is (pdfkit writes plain strings as names only inside dictionaries). */
class PdfName {
  constructor(private readonly name: string) {}
  get [Symbol.toStringTag](): string {
    return 'PdfName';
  }
  toString(): string {
    return `/${this.name}`;
  }
}

function descriptionOf(bytes: Buffer): string | null {
  if (bytes.length < 132) return null;
  const count = bytes.readUInt32BE(128);
  for (let i = 0; i < count && 132 + i * 12 + 12 <= bytes.length; i++) {
    const at = 132 + i * 12;
    if (bytes.toString('latin1', at, at + 4) !== 'desc') continue;
    const offset = bytes.readUInt32BE(at + 4);
    const type = bytes.toString('latin1', offset, offset + 4);
    if (type === 'desc') {
      const length = bytes.readUInt32BE(offset + 8);
      return bytes.toString('latin1', offset + 12, offset + 12 + length).replace(/\0+$/, '');
    }
    if (type === 'mluc') {
      const size = bytes.readUInt32BE(offset + 20);
      const start = bytes.readUInt32BE(offset + 24);
      const utf16 = bytes.subarray(offset + start, offset + start + size);
      let text = '';
      for (let j = 0; j + 1 < utf16.length; j += 2) text += String.fromCharCode(utf16.readUInt16BE(j));
      return text.replace(/\0+$/, '');
    }
  }
  return null;
}

/** Reads an ICC profile; a missing or foreign file is a `ColorProfileMissingError` naming the path. */
export function loadIccProfile(path: string, space: 'CMYK' | 'RGB '): IccProfile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new ColorProfileMissingError(path, space.trim());
  }
  const actual = bytes.length >= 20 ? bytes.toString('latin1', 16, 20) : '';
  if (bytes.toString('latin1', 36, 40) !== 'acsp' || actual !== space)
    throw new ColorProfileMissingError(path, space.trim());
  return { path, bytes, space, description: descriptionOf(bytes) ?? basename(path) };
}

/** The profiles of the options, the environment or the defaults, loaded (throws before any page is drawn). */
export function resolveColorProfiles(options: ColorProfileOptions = {}): {
  cmyk: IccProfile;
  rgb: IccProfile;
} {
  const cmykPath = options.cmykProfile ?? process.env.ALBUM_PRINT_CMYK_ICC ?? DEFAULT_CMYK_PROFILE;
  const rgbPath = options.rgbProfile ?? process.env.ALBUM_PRINT_RGB_ICC ?? DEFAULT_RGB_PROFILE;
  return { cmyk: loadIccProfile(cmykPath, 'CMYK'), rgb: loadIccProfile(rgbPath, 'RGB ') };
}

function iccStream(doc: PdfDoc, profile: IccProfile, components: number): PdfRef {
  const ref = doc.ref({ N: components, Length: profile.bytes.length });
  (ref as PdfRef & { write(chunk: Uint8Array): void }).write(profile.bytes);
  ref.end();
  return ref;
}

/** The PDF/X parts of one document. */
export interface PdfX {
  /** `[/ICCBased <sRGB>]`: RGB content's colour space. */
  rgbSpace: PdfRef;
  /** Tags the current page's RGB content as sRGB (call right after `addPage`). */
  tagPage(): void;
}

/**
 * Makes `doc` a PDF/X-4 file: call once before the first page. pdfkit's Info dictionary (`doc.info`) gets the
 * version, the trapping state and a modification date; the XMP packet the same.
 */
export function setupPdfX(doc: PdfDoc, profiles: { cmyk: IccProfile; rgb: IccProfile }): PdfX {
  const output = iccStream(doc, profiles.cmyk, 4);
  const intent = doc.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    // Not a registered characterisation: "Custom" with the embedded profile describes the condition.
    OutputConditionIdentifier: new String('Custom'),
    OutputCondition: new String(profiles.cmyk.description),
    Info: new String(profiles.cmyk.description),
    RegistryName: new String('http://www.color.org'),
    DestOutputProfile: output,
  });
  intent.end();
  const root = (doc as unknown as { _root: PdfRef })._root;
  root.data.OutputIntents = [intent];

  const rgbSpace: PdfRef = doc.ref(['ICCBased', iccStream(doc, profiles.rgb, 3)] as unknown as Record<
    string,
    unknown
  >);
  rgbSpace.end();

  const info = (doc as unknown as { info: Record<string, unknown> }).info;
  const created = info.CreationDate instanceof Date ? info.CreationDate : new Date();
  info.CreationDate = created;
  info.ModDate = created;
  info.GTS_PDFXVersion = PDFX_VERSION;
  info.Trapped = new PdfName('False');
  const stamp = created.toISOString().split('.')[0] + 'Z';
  const id = `uuid:${crypto.randomUUID()}`;
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
            <pdfxid:GTS_PDFXVersion>${PDFX_VERSION}</pdfxid:GTS_PDFXVersion>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:ModifyDate>${stamp}</xmp:ModifyDate>
            <xmp:MetadataDate>${stamp}</xmp:MetadataDate>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/">
            <xmpMM:DocumentID>${id}</xmpMM:DocumentID>
            <xmpMM:InstanceID>${id}</xmpMM:InstanceID>
            <xmpMM:VersionID>1</xmpMM:VersionID>
            <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
            <pdf:Trapped>False</pdf:Trapped>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/">
            <xmpRights:Marked>False</xmpRights:Marked>
        </rdf:Description>`);
  return {
    rgbSpace,
    tagPage() {
      const resources = doc.page.resources.data as { ColorSpace?: Record<string, unknown> };
      resources.ColorSpace = { ...(resources.ColorSpace ?? {}), DefaultRGB: rgbSpace };
    },
  };
}
