import { describe, expect, it } from 'vitest';
import { stockFileName } from './use-add-stock-photo';

describe('stockFileName', () => {
  it('names the file after the photo id and photographer, in plain letters', () => {
    expect(stockFileName({ id: 42, photographer: 'Zoë Müller-Łukasz' })).toBe(
      'stock-42-zoe-muller-ukasz.jpg',
    );
    expect(stockFileName({ id: 7, photographer: '  ' })).toBe('stock-7.jpg');
  });
});
