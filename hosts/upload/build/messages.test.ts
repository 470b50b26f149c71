import { expect, it } from 'vitest';
import en from '../../../packages/i18n/messages/en.json';
import { pickUploadMessages } from './messages';

it('keeps the page’s own messages and the API errors a contributor can meet, nothing of the editor', () => {
  const picked = pickUploadMessages(en as Record<string, string>);
  expect(picked['upload.public.albumMissing']).toBe(
    'This album does not exist or is currently not accepting uploads.',
  );
  expect(picked['api.error.file_too_large']).toBe((en as Record<string, string>)['api.error.file_too_large']);
  expect(picked['api.error.invalid_credentials']).toBeUndefined();
  expect(
    Object.keys(picked).every((id) => id.startsWith('upload.public.') || id.startsWith('api.error.')),
  ).toBe(true);
  // A small share of the catalogue: the page loads a few KB, not the app's messages.
  expect(Object.keys(picked).length).toBeLessThan(Object.keys(en).length / 5);
});
