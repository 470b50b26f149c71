// Adds translated messages to the five catalogues at once, keeping them sorted:
//   node packages/i18n/scripts/add-messages.mjs new-messages.json
// where the file maps each id to its five translations: {"images.title": {"en": "…", "de": "…", …}}.
// Several people adding keys at the same time run it under `flock /tmp/i18n.lock`; an id that already exists is
// replaced, an entry missing a language is refused (the catalogue tests would fail later anyway).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['de', 'en', 'fr', 'it', 'pl'];
const messagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'messages');
const input = process.argv[2];
if (!input) {
  console.error('usage: node packages/i18n/scripts/add-messages.mjs <file.json>');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));
const incomplete = Object.entries(additions)
  .filter(([, translations]) => LANGUAGES.some((language) => typeof translations?.[language] !== 'string'))
  .map(([id]) => id);
if (incomplete.length > 0) {
  console.error(`missing a language (${LANGUAGES.join(', ')}) for: ${incomplete.join(', ')}`);
  process.exit(1);
}
for (const language of LANGUAGES) {
  const file = join(messagesDir, `${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, translations] of Object.entries(additions)) catalogue[id] = translations[language];
  const sorted = Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((id) => [id, catalogue[id]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.info(`added ${Object.keys(additions).length} messages to ${LANGUAGES.join(', ')}`);
