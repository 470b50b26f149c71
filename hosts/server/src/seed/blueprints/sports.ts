import { PAGE_HEIGHT, PAGE_WIDTH, type Builder, type Node } from '../builder';
import { ACCENT, PRIMARY, SECONDARY, type Theme } from '../layouts';

/** Sports: club red, black and yellow, condensed display type, racing stripes. */
export const sports: Theme = {
  key: 'sports',
  palette: ['#d62828', '#111111', '#fcbf49', '#fff8ec', '#1b1b1b'],
  fonts: { title: 'Oswald', sub_title: 'Teko', paragraph: 'Roboto Condensed' },
  coverFill: PRIMARY,
  onPrimary: '#ffffff',
  onLight: '#1b1b1b',
  words: {
    title: 'Season Album',
    subtitle: 'All players. All teams. One club.',
    welcomeTitle: 'Welcome to the season',
    welcome:
      'From the youngest talents to the first team and the people behind the scenes: collect every player of the club, trade the doubles after training and complete the album.',
    contents: 'Line-up',
    back: 'One club. One family.',
    stickersCount: 'Stickers to collect',
    sections: [
      { name: 'First Team', layouts: ['team', 'grid'] },
      { name: 'Second Team', layouts: ['team'] },
      { name: 'Youth', layouts: ['photo', 'grid'] },
      { name: 'Coaches & Staff', layouts: ['feature'] },
      { name: 'Fans & Volunteers', layouts: ['grid'] },
    ],
  },
  motif(b: Builder, left: number, n: number): Node[] {
    // Even n are left-hand pages: the stripes run along the outer edge, away from the fold.
    const x = n % 2 === 0 ? left + 6 : left + PAGE_WIDTH - 34;
    return [
      b.rect(
        { x, y: -20, width: 8, height: PAGE_HEIGHT + 40 },
        { fill: PRIMARY, fillOpacity: 0.12, rotation: 8 },
      ),
      b.rect(
        { x: x + 12, y: -20, width: 4, height: PAGE_HEIGHT + 40 },
        { fill: ACCENT, fillOpacity: 0.35, rotation: 8 },
      ),
    ];
  },
  cover(b: Builder, theme: Theme): Node[] {
    return [
      b.rect(
        { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT },
        {
          fill: { type: 'linear', direction: 135, colors: [PRIMARY, SECONDARY] },
        },
      ),
      b.rect({ x: 150, y: -30, width: 22, height: 360 }, { fill: ACCENT, rotation: 18 }),
      b.rect({ x: 182, y: -30, width: 8, height: 360 }, { fill: 1, fillOpacity: 0.8, rotation: 18 }),
      b.circle({ x: 30, y: 70, width: 150, height: 150 }, { fill: 1, fillOpacity: 0.12 }),
      b.photo({ x: 55, y: 95, width: 100, height: 100 }, { borderRadius: 50 }),
      b.text({ x: 18, y: 226, width: 194, height: 36 }, 'Season Album', {
        size: 44,
        role: 'title',
        color: theme.onPrimary,
        bold: true,
        uppercase: true,
        symbol: 'album',
      }),
      b.text({ x: 18, y: 266, width: 194, height: 12 }, theme.words.subtitle, {
        size: 13,
        role: 'sub_title',
        color: theme.palette[2],
        uppercase: true,
        letterSpacing: 1,
      }),
      b.text({ x: 18, y: 20, width: 100, height: 14 }, '2026', {
        size: 16,
        role: 'sub_title',
        color: theme.onPrimary,
        letterSpacing: 4,
        symbol: 'release_date',
      }),
    ];
  },
};
