/**
 * Copies text to the clipboard. A refusal (no permission, an insecure page) is only logged, as the specification
 * says for share and copy failures (section 8): the address stays visible and selectable in its field.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('no clipboard in this browser');
    await clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('copy failed', error);
    return false;
  }
}
