import { PAGE_HEIGHT, PAGE_WIDTH, type Builder, type Node } from '../builder';
import { ACCENT, PRIMARY, SECONDARY, type Theme } from '../layouts';

/** Business: navy, teal and orange, geometric sans, slanted bands. */
export const business: Theme = {
  key: 'business',
  palette: ['#1d3557', '#2a9d8f', '#f4a261', '#f1f5f9', '#0f172a'],
  fonts: { title: 'Montserrat', sub_title: 'Inter', paragraph: 'Source Sans 3' },
  coverFill: PRIMARY,
  onPrimary: '#ffffff',
  onLight: '#0f172a',
  words: {
    title: 'Team Album',
    subtitle: 'The people behind our success',
    welcomeTitle: 'Meet the team',
    welcome:
      'Every department, every location, every face: this album brings the whole company together. Collect all colleagues and complete the book.',
    contents: 'Contents',
    back: 'Together we are more',
    stickersCount: 'Colleagues in this album',
    sections: [
      { name: 'Management', layouts: ['feature'] },
      { name: 'Sales', layouts: ['team', 'grid'] },
      { name: 'Product & Engineering', layouts: ['photo', 'grid'] },
      { name: 'Operations', layouts: ['team'] },
      { name: 'Marketing', layouts: ['grid'] },
    ],
  },
  motif(b: Builder, left: number, n: number): Node[] {
    // Even n are left-hand pages: the bands run off the outer edge, away from the fold.
    const flip = n % 2 === 0;
    return [
      b.rect(
        { x: left + (flip ? -40 : PAGE_WIDTH - 70), y: PAGE_HEIGHT - 36, width: 120, height: 14 },
        {
          fill: SECONDARY,
          fillOpacity: 0.25,
          rotation: flip ? 12 : -12,
        },
      ),
      b.rect(
        { x: left + (flip ? -30 : PAGE_WIDTH - 50), y: PAGE_HEIGHT - 18, width: 90, height: 6 },
        {
          fill: ACCENT,
          fillOpacity: 0.5,
          rotation: flip ? 12 : -12,
        },
      ),
    ];
  },
  cover(b: Builder, theme: Theme): Node[] {
    return [
      b.rect({ x: -40, y: 170, width: 320, height: 60 }, { fill: SECONDARY, rotation: -14 }),
      b.rect({ x: -40, y: 215, width: 320, height: 14 }, { fill: ACCENT, rotation: -14 }),
      b.rect({ x: 24, y: 36, width: 6, height: 86 }, { fill: ACCENT }),
      b.text({ x: 40, y: 34, width: 170, height: 12 }, theme.words.subtitle, {
        size: 11,
        role: 'sub_title',
        color: theme.onPrimary,
        uppercase: true,
        letterSpacing: 2,
      }),
      b.text({ x: 40, y: 50, width: 170, height: 52 }, 'Team Album', {
        size: 40,
        role: 'title',
        color: theme.onPrimary,
        bold: true,
        lineHeight: 100,
        symbol: 'album',
      }),
      b.text({ x: 40, y: 108, width: 170, height: 12 }, '2026', {
        size: 14,
        role: 'sub_title',
        color: theme.onPrimary,
        symbol: 'release_date',
      }),
      b.rect({ x: 120, y: 236, width: 90, height: 40 }, { fill: 1, borderRadius: 2 }),
      b.photo({ x: 124, y: 240, width: 82, height: 32 }, { fill: PRIMARY, fillOpacity: 0.15 }),
    ];
  },
};
