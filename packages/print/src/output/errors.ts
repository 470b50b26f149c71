/**
 * Errors of a print job that its host reports to the user (the message is a message key).
 */

/** The job's settings select no page (a softcover of an album under 4 spreads, a range outside the album). */
export class NothingToPrintError extends Error {
  readonly code = 'print.nothingToPrint' as const;
  constructor(readonly mode: string) {
    super('print.nothingToPrint');
    this.name = 'NothingToPrintError';
  }
}

/** An ICC profile the PDF/X output needs is missing or is not a profile of the expected colour space. */
export class ColorProfileMissingError extends Error {
  readonly code = 'print.colorProfileMissing' as const;
  constructor(
    readonly path: string,
    readonly space: string,
  ) {
    super(
      `print.colorProfileMissing: no ${space} ICC profile at ${path} (install Debian's ghostscript/libgs-common ` +
        'and icc-profiles-free, or set ALBUM_PRINT_CMYK_ICC / ALBUM_PRINT_RGB_ICC)',
    );
    this.name = 'ColorProfileMissingError';
  }
}
