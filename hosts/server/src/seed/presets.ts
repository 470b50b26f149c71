/**
 * Style presets shipped with the product: 8 colour presets of 5 colours (they fill palette indexes 2-6 of an
 * album; 0 and 1 stay black and white) and 10 font presets (families of the `@album/fonts` catalogue).
 */
import type { ColorPreset, FontPreset } from '@album/api-client';

export const COLOR_PRESETS: readonly ColorPreset[] = [
  { id: 'blush', name: 'Blush', colors: ['#b5838d', '#e5c1bd', '#c9a227', '#fbf6f1', '#4a3b3f'] },
  { id: 'corporate', name: 'Corporate', colors: ['#1d3557', '#2a9d8f', '#f4a261', '#f1f5f9', '#0f172a'] },
  { id: 'stadium', name: 'Stadium', colors: ['#d62828', '#111111', '#fcbf49', '#fff8ec', '#1b1b1b'] },
  { id: 'confetti', name: 'Confetti', colors: ['#ff5d8f', '#3a86ff', '#ffbe0b', '#fffaf0', '#2b2d42'] },
  { id: 'chalkboard', name: 'Chalkboard', colors: ['#2f5d50', '#e9c46a', '#e76f51', '#fdfbf3', '#264653'] },
  { id: 'harvest', name: 'Harvest', colors: ['#bc6c25', '#606c38', '#dda15e', '#fefae0', '#283618'] },
  { id: 'ocean', name: 'Ocean', colors: ['#023e8a', '#0096c7', '#90e0ef', '#f0fbff', '#03045e'] },
  { id: 'lavender', name: 'Lavender', colors: ['#6d597a', '#b56576', '#eaac8b', '#f8f4f9', '#355070'] },
];

export const FONT_PRESETS: readonly FontPreset[] = [
  {
    id: 'classic',
    name: 'Classic',
    fonts: { title: 'Playfair Display', sub_title: 'Cormorant Garamond', paragraph: 'Lora' },
  },
  {
    id: 'modern',
    name: 'Modern',
    fonts: { title: 'Montserrat', sub_title: 'Inter', paragraph: 'Source Sans 3' },
  },
  {
    id: 'athletic',
    name: 'Athletic',
    fonts: { title: 'Oswald', sub_title: 'Teko', paragraph: 'Roboto Condensed' },
  },
  { id: 'playful', name: 'Playful', fonts: { title: 'Fredoka', sub_title: 'Baloo 2', paragraph: 'Nunito' } },
  {
    id: 'handwritten',
    name: 'Handwritten',
    fonts: { title: 'Caveat', sub_title: 'Kalam', paragraph: 'Nunito' },
  },
  {
    id: 'friendly',
    name: 'Friendly',
    fonts: { title: 'Rubik', sub_title: 'Work Sans', paragraph: 'Merriweather' },
  },
  {
    id: 'elegant',
    name: 'Elegant',
    fonts: { title: 'Cinzel', sub_title: 'EB Garamond', paragraph: 'Libre Baskerville' },
  },
  { id: 'clean', name: 'Clean', fonts: { title: 'Poppins', sub_title: 'Lato', paragraph: 'Open Sans' } },
  {
    id: 'editorial',
    name: 'Editorial',
    fonts: { title: 'Raleway', sub_title: 'PT Sans', paragraph: 'PT Serif' },
  },
  {
    id: 'tech',
    name: 'Tech',
    fonts: { title: 'Exo 2', sub_title: 'Space Mono', paragraph: 'IBM Plex Mono' },
  },
];
