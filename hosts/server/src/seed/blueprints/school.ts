import { PAGE_HEIGHT, PAGE_WIDTH, type Builder, type Node } from '../builder';
import { ACCENT, LIGHT, PRIMARY, SECONDARY, type Theme } from '../layouts';

/** School: chalkboard green, pencil yellow, handwriting, ruled notebook paper. */
export const school: Theme = {
  key: 'school',
  palette: ['#2f5d50', '#e9c46a', '#e76f51', '#fdfbf3', '#264653'],
  fonts: { title: 'Caveat', sub_title: 'Kalam', paragraph: 'Nunito' },
  coverFill: LIGHT,
  onPrimary: '#fdfbf3',
  onLight: '#264653',
  words: {
    title: 'Our School Year',
    subtitle: 'Classes, teachers and friends',
    welcomeTitle: 'Hello, school!',
    welcome:
      'A whole school in one album: every class, every teacher and all the people who make our school what it is. Collect, swap and complete!',
    contents: 'Timetable',
    back: 'See you next year!',
    stickersCount: 'Faces of our school',
    sections: [
      { name: 'Teachers', layouts: ['feature', 'grid'] },
      { name: 'Class 1', layouts: ['team'] },
      { name: 'Class 2', layouts: ['team'] },
      { name: 'Class 3', layouts: ['photo'] },
      { name: 'Class 4', layouts: ['grid'] },
    ],
  },
  motif(b: Builder, left: number, n: number): Node[] {
    const lines: Node[] = [];
    for (let y = 52; y < PAGE_HEIGHT - 8; y += 9)
      lines.push(b.line(left, y, PAGE_WIDTH, 0, SECONDARY, 0.3, 0.5));
    // The red margin line sits at the outer edge of each page.
    const margin = n % 2 === 0 ? left + 18 : left + PAGE_WIDTH - 18;
    lines.push(b.line(margin, 43, 0, PAGE_HEIGHT - 43, ACCENT, 0.5, 0.7));
    return lines;
  },
  cover(b: Builder, theme: Theme): Node[] {
    return [
      b.rect(
        { x: 14, y: 14, width: 202, height: 190 },
        { fill: PRIMARY, stroke: '#8d6e4a', strokeWidth: 5, borderRadius: 2 },
      ),
      b.text({ x: 28, y: 36, width: 174, height: 40 }, 'Our School Year', {
        size: 44,
        role: 'title',
        color: theme.onPrimary,
        align: 'center',
        symbol: 'album',
      }),
      b.line(60, 88, 110, 0, '#fdfbf3', 0.6, 0.6),
      b.text({ x: 28, y: 96, width: 174, height: 16 }, theme.words.subtitle, {
        size: 16,
        role: 'sub_title',
        color: theme.onPrimary,
        align: 'center',
      }),
      b.text({ x: 28, y: 170, width: 174, height: 14 }, '2026', {
        size: 16,
        role: 'sub_title',
        color: theme.palette[1],
        align: 'center',
        symbol: 'release_date',
      }),
      b.rect({ x: 30, y: 214, width: 170, height: 70 }, { fill: 1, rotation: -2, borderRadius: 1 }),
      b.photo({ x: 35, y: 219, width: 160, height: 60 }, { rotation: -2 }),
      b.rect({ x: 170, y: 208, width: 40, height: 10 }, { fill: SECONDARY, fillOpacity: 0.8, rotation: 20 }),
      b.rect({ x: 22, y: 276, width: 40, height: 10 }, { fill: SECONDARY, fillOpacity: 0.8, rotation: 20 }),
    ];
  },
};
