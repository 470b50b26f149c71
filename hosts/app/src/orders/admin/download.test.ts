import { describe, expect, it, vi } from 'vitest';
import { downloadJson, exportFileName } from './download';

describe('exportFileName', () => {
  it('keeps a safe name', () => {
    expect(exportFileName('SA-2026-00042')).toBe('SA-2026-00042.json');
    expect(exportFileName('Müller / Wedding')).toBe('M-ller-Wedding.json');
    expect(exportFileName('///')).toBe('order.json');
  });
});

describe('downloadJson', () => {
  it('clicks a link to a JSON blob named as asked, and leaves nothing behind', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:order';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadJson({ id: 'o1' }, 'o1.json');
    expect(clicked).toEqual([{ href: 'blob:order', download: 'o1.json' }]);
    expect(JSON.parse(await created[0]!.text())).toEqual({ id: 'o1' });
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
