import { describe, expect, it } from 'vitest';
import { normalizeColor, parseBlueprintPreviewQuery } from './preview-query';

describe('blueprint preview query', () => {
  it('reads every parameter of the route table', () => {
    const query = parseBlueprintPreviewQuery(
      '?colors=%23FF0000,00ff00,abc&fonts.title=Lobster&fonts.sub_title=Roboto&fonts.paragraph=Lato' +
        '&blueprintName=Wedding&blueprintId=bp-1&title=Anna%20%26%20Ben&releaseDate=1719792000000' +
        '&sticker_template_settings.id=round',
    );
    expect(query).toEqual({
      blueprintId: 'bp-1',
      blueprintName: 'Wedding',
      colors: ['#ff0000', '#00ff00', '#aabbcc'],
      fonts: { title: 'Lobster', sub_title: 'Roboto', paragraph: 'Lato' },
      title: 'Anna & Ben',
      releaseDate: '2024-07-01',
      stickerTemplateId: 'round',
    });
  });

  it('drops what cannot be used instead of failing', () => {
    const query = parseBlueprintPreviewQuery(
      'colors=red,,%2312345&releaseDate=tomorrow&title=%20&fonts.title=',
    );
    expect(query.colors).toEqual([]);
    expect(query.releaseDate).toBeNull();
    expect(query.title).toBeNull();
    expect(query.fonts).toEqual({});
    expect(query.blueprintId).toBeNull();
    expect(query.blueprintName).toBeNull();
  });

  it('normalises colours to lower-case #rrggbb', () => {
    expect(normalizeColor(' #ABC ')).toBe('#aabbcc');
    expect(normalizeColor('a1b2c3')).toBe('#a1b2c3');
    expect(normalizeColor('#a1b2c3d4')).toBeNull();
  });
});
