import { PAGE_HEIGHT, PAGE_WIDTH, type Builder, type Node } from '../builder';
import { ACCENT, PRIMARY, SECONDARY, type Theme } from '../layouts';

/** Wedding: blush, sage and gold, serif titles, fine double frames and soft circles. */
export const wedding: Theme = {
  key: 'wedding',
  palette: ['#b5838d', '#e5c1bd', '#c9a227', '#fbf6f1', '#4a3b3f'],
  fonts: { title: 'Playfair Display', sub_title: 'Cormorant Garamond', paragraph: 'Lora' },
  coverFill: PRIMARY,
  onPrimary: '#ffffff',
  onLight: '#4a3b3f',
  words: {
    title: 'Our Wedding',
    subtitle: 'The sticker album of our big day',
    welcomeTitle: 'Welcome to our story',
    welcome:
      'Every guest is part of this day. Collect the stickers of family and friends, swap the doubles at the party and fill the album together.',
    contents: 'Contents',
    back: 'Thank you for celebrating with us',
    stickersCount: 'Stickers in this album',
    sections: [
      { name: 'The Couple', layouts: ['feature'] },
      { name: 'Family of the Bride', layouts: ['photo', 'grid'] },
      { name: 'Family of the Groom', layouts: ['photo', 'grid'] },
      { name: 'Friends', layouts: ['team', 'grid'] },
    ],
  },
  motif(b: Builder, left: number, n: number): Node[] {
    // Even n are left-hand pages: the decoration sits at the outer edge, away from the fold.
    const corner = n % 2 === 0 ? left - 30 : left + PAGE_WIDTH - 60;
    return [
      b.circle(
        { x: corner, y: PAGE_HEIGHT - 80, width: 90, height: 90 },
        { fill: SECONDARY, fillOpacity: 0.35 },
      ),
      b.rect(
        { x: left + 8, y: 8, width: PAGE_WIDTH - 16, height: PAGE_HEIGHT - 16 },
        {
          fill: null,
          stroke: ACCENT,
          strokeWidth: 0.5,
        },
      ),
      b.rect(
        { x: left + 10.5, y: 10.5, width: PAGE_WIDTH - 21, height: PAGE_HEIGHT - 21 },
        {
          fill: null,
          stroke: ACCENT,
          strokeWidth: 0.25,
        },
      ),
    ];
  },
  cover(b: Builder, theme: Theme): Node[] {
    return [
      b.circle({ x: -60, y: -50, width: 220, height: 220 }, { fill: SECONDARY, fillOpacity: 0.45 }),
      b.circle({ x: 120, y: 190, width: 170, height: 170 }, { fill: SECONDARY, fillOpacity: 0.35 }),
      b.rect({ x: 14, y: 14, width: 202, height: 269 }, { fill: null, stroke: ACCENT, strokeWidth: 0.8 }),
      b.rect({ x: 55, y: 62, width: 120, height: 150 }, { fill: 1, borderRadius: 50 }),
      b.photo({ x: 60, y: 67, width: 110, height: 140 }, { borderRadius: 46 }),
      b.text({ x: 20, y: 222, width: 190, height: 24 }, 'Our Wedding', {
        size: 34,
        role: 'title',
        color: theme.onPrimary,
        align: 'center',
        symbol: 'album',
      }),
      b.line(85, 252, 60, 0, ACCENT, 0.8),
      b.text({ x: 20, y: 257, width: 190, height: 10 }, '1.6.2026', {
        size: 13,
        role: 'sub_title',
        color: theme.onPrimary,
        align: 'center',
        letterSpacing: 3,
        symbol: 'release_date',
      }),
      b.text({ x: 20, y: 30, width: 190, height: 10 }, theme.words.subtitle, {
        size: 11,
        role: 'sub_title',
        color: theme.onPrimary,
        align: 'center',
        italic: true,
      }),
      b.circle({ x: 110, y: 46, width: 10, height: 10 }, { fill: ACCENT }),
    ];
  },
};
