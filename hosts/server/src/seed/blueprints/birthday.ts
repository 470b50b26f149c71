import { PAGE_HEIGHT, PAGE_WIDTH, type Builder, type Node } from '../builder';
import { ACCENT, PRIMARY, SECONDARY, type Theme } from '../layouts';
import { seeded } from './random';

const CONFETTI = [PRIMARY, SECONDARY, ACCENT];

/** Birthday: bright confetti, rounded type. */
export const birthday: Theme = {
  key: 'birthday',
  palette: ['#ff5d8f', '#3a86ff', '#ffbe0b', '#fffaf0', '#2b2d42'],
  fonts: { title: 'Fredoka', sub_title: 'Baloo 2', paragraph: 'Nunito' },
  coverFill: PRIMARY,
  onPrimary: '#ffffff',
  onLight: '#2b2d42',
  words: {
    title: 'Happy Birthday',
    subtitle: 'Let’s celebrate!',
    welcomeTitle: 'Party time!',
    welcome:
      'A year full of moments and a day full of friends. Collect everyone who came to celebrate and keep the memories in this album.',
    contents: 'Contents',
    back: 'Thanks for the best party ever',
    stickersCount: 'Party guests',
    sections: [
      { name: 'The Birthday Star', layouts: ['feature'] },
      { name: 'Family', layouts: ['photo', 'grid'] },
      { name: 'Best Friends', layouts: ['team', 'grid'] },
      { name: 'Party Guests', layouts: ['grid'] },
    ],
  },
  motif(b: Builder, left: number, n: number): Node[] {
    const random = seeded(n + 7);
    const dots: Node[] = [];
    for (let i = 0; i < 14; i++) {
      const size = 3 + random() * 7;
      const x = left + random() * (PAGE_WIDTH - size);
      // Keep the confetti to the top and bottom margins, clear of the sticker grid and of the trim (a dot the cut
      // slices short of the bleed shows any cutting tolerance).
      const y = random() < 0.5 ? 44 + random() * 8 : PAGE_HEIGHT - 4 - size - random() * 8;
      dots.push(
        b.circle(
          { x, y, width: size, height: size },
          { fill: CONFETTI[i % 3]!, fillOpacity: 0.6 + random() * 0.4 },
        ),
      );
    }
    return dots;
  },
  cover(b: Builder, theme: Theme): Node[] {
    const random = seeded(99);
    const confetti: Node[] = [];
    for (let i = 0; i < 40; i++) {
      const size = 4 + random() * 10;
      confetti.push(
        b.circle(
          {
            x: random() * (PAGE_WIDTH - size),
            y: random() * (PAGE_HEIGHT - size),
            width: size,
            height: size,
          },
          { fill: i % 4 === 0 ? 1 : CONFETTI[i % 3]!, fillOpacity: 0.85 },
        ),
      );
    }
    return [
      ...confetti,
      b.circle({ x: 57, y: 74, width: 116, height: 116 }, { fill: 1 }),
      b.photo({ x: 65, y: 82, width: 100, height: 100 }, { borderRadius: 50 }),
      b.rect({ x: 20, y: 218, width: 190, height: 56 }, { fill: 1, borderRadius: 12 }),
      b.text({ x: 26, y: 222, width: 178, height: 30 }, 'Happy Birthday', {
        size: 34,
        role: 'title',
        color: theme.palette[0],
        align: 'center',
        bold: true,
        symbol: 'album',
      }),
      b.text({ x: 26, y: 256, width: 178, height: 12 }, '1.6.2026', {
        size: 14,
        role: 'sub_title',
        color: theme.onLight,
        align: 'center',
        symbol: 'release_date',
      }),
      b.text({ x: 20, y: 22, width: 190, height: 16 }, theme.words.subtitle, {
        size: 20,
        role: 'sub_title',
        color: theme.onPrimary,
        align: 'center',
        bold: true,
      }),
    ];
  },
};
