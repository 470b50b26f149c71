import { PAGE_HEIGHT, PAGE_WIDTH, type Builder, type Node } from '../builder';
import { ACCENT, PRIMARY, SECONDARY, type Theme } from '../layouts';

/** Community: warm earth tones, friendly type, overlapping circles for people coming together. */
export const community: Theme = {
  key: 'community',
  palette: ['#bc6c25', '#606c38', '#dda15e', '#fefae0', '#283618'],
  fonts: { title: 'Rubik', sub_title: 'Work Sans', paragraph: 'Merriweather' },
  coverFill: PRIMARY,
  onPrimary: '#fefae0',
  onLight: '#283618',
  words: {
    title: 'Our Neighbourhood',
    subtitle: 'The people who make our community',
    welcomeTitle: 'Together',
    welcome:
      'Neighbours, volunteers, shop owners and friends: this album is about everyone who brings our community to life. Collect them all and meet someone new.',
    contents: 'Contents',
    back: 'Thank you for being part of it',
    stickersCount: 'Neighbours in this album',
    sections: [
      { name: 'Organisers', layouts: ['feature'] },
      { name: 'Volunteers', layouts: ['team', 'grid'] },
      { name: 'Local Shops', layouts: ['photo'] },
      { name: 'Neighbours', layouts: ['grid', 'grid'] },
    ],
  },
  motif(b: Builder, left: number, n: number): Node[] {
    // Even n are left-hand pages: the circles gather at the outer edge, away from the fold.
    const x = n % 2 === 0 ? left - 20 : left + PAGE_WIDTH - 50;
    return [
      b.circle({ x, y: PAGE_HEIGHT - 54, width: 70, height: 70 }, { fill: PRIMARY, fillOpacity: 0.18 }),
      b.circle(
        { x: x + 22, y: PAGE_HEIGHT - 40, width: 60, height: 60 },
        { fill: SECONDARY, fillOpacity: 0.18 },
      ),
      b.circle({ x: x + 8, y: PAGE_HEIGHT - 26, width: 40, height: 40 }, { fill: ACCENT, fillOpacity: 0.25 }),
    ];
  },
  cover(b: Builder, theme: Theme): Node[] {
    return [
      b.circle({ x: -50, y: 130, width: 200, height: 200 }, { fill: SECONDARY, fillOpacity: 0.9 }),
      b.circle({ x: 90, y: 150, width: 190, height: 190 }, { fill: ACCENT, fillOpacity: 0.9 }),
      b.circle({ x: 30, y: 200, width: 170, height: 170 }, { fill: 1, fillOpacity: 0.25 }),
      b.circle({ x: 55, y: 112, width: 120, height: 120 }, { fill: 1 }),
      b.photo({ x: 65, y: 122, width: 100, height: 100 }, { borderRadius: 50 }),
      b.text({ x: 20, y: 32, width: 190, height: 40 }, 'Our Neighbourhood', {
        size: 36,
        role: 'title',
        color: theme.onPrimary,
        align: 'center',
        bold: true,
        symbol: 'album',
      }),
      b.text({ x: 20, y: 78, width: 190, height: 12 }, theme.words.subtitle, {
        size: 12,
        role: 'sub_title',
        color: theme.onPrimary,
        align: 'center',
      }),
      b.text({ x: 20, y: 94, width: 190, height: 10 }, '2026', {
        size: 11,
        role: 'sub_title',
        color: theme.onPrimary,
        align: 'center',
        letterSpacing: 3,
        symbol: 'release_date',
      }),
    ];
  },
};
