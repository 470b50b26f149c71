import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appLink, createMailer, mailOf } from './mailer';
import { readOutbox } from './outbox';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'album-mail-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mailer without SMTP', () => {
  it('writes each mail to the outbox in the recipient’s language, as .eml and .json', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://album.example' });
    const logged: object[] = [];
    const mailer = createMailer({ mail: config.mail, log: { info: (fields) => logged.push(fields) } });
    const link = appLink(config, '/profile/activate', { token: 'secret-token' });
    const sent = await mailer.send({
      to: 'anna@example.com',
      template: 'signUpConfirmation',
      language: 'de',
      values: { name: 'Anna', link },
    });
    expect(sent.transport).toBe('outbox');

    const [entry, ...rest] = await readOutbox(config.mail.outboxDir);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      to: 'anna@example.com',
      from: 'Sticker Album <no-reply@album.example>',
      template: 'signUpConfirmation',
      subject: 'Bitte bestätige deine E-Mail-Adresse',
    });
    expect(entry!.text).toContain('Hallo Anna');
    expect(entry!.text).toContain('https://album.example/profile/activate?token=secret-token');
    expect(entry!.html).toContain('<a href="https://album.example/profile/activate?token=secret-token">');

    const eml = readdirSync(config.mail.outboxDir).find((name) => name.endsWith('.eml'))!;
    const raw = readFileSync(join(config.mail.outboxDir, eml), 'utf8');
    expect(raw).toMatch(/^To: anna@example\.com$/m);
    expect(raw).toMatch(/^Subject: /m);
    // The log tells where the mail went but never its link (the token signs the account in).
    expect(logged).toEqual([
      expect.objectContaining({ template: 'signUpConfirmation', to: 'anna@example.com' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret-token');
  });

  it('fills the invitation in every language and escapes the values in HTML', async () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const mailer = mailOf({ config });
    expect(mailOf({ config })).toBe(mailer);
    for (const language of ['en', 'fr', 'it', 'pl'] as const) {
      await mailer.send({
        to: 'ben@example.com',
        template: 'invitation',
        language,
        values: {
          inviter: 'Carla <c@example.com>',
          album: 'Summer & Sun',
          link: 'http://x.test/invitations/t/accept',
        },
      });
    }
    // Outbox files of one millisecond come back in any order: compare by language.
    const entries = (await readOutbox(config.mail.outboxDir)).sort((a, b) =>
      a.language.localeCompare(b.language),
    );
    expect(entries.map((entry) => entry.language)).toEqual(['en', 'fr', 'it', 'pl']);
    expect(entries[0]!.subject).toBe('Carla <c@example.com> invites you to the album “Summer & Sun”');
    expect(new Set(entries.map((entry) => entry.subject)).size).toBe(4);
    expect(entries[0]!.html).toContain('Carla &lt;c@example.com&gt;');
    expect(entries[0]!.html).toContain('Summer &amp; Sun');
  });

  it('counts the new sticker uploads of a digest in each language’s plural forms', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://album.example' });
    const mailer = createMailer({ mail: config.mail });
    const link = appLink(config, '/album/a1/stickers');
    for (const language of ['de', 'en', 'fr', 'it', 'pl'] as const) {
      for (const count of [1, 3, 5]) {
        await mailer.send({
          to: 'owner@example.com',
          template: 'sticker_uploads_digest',
          language,
          values: { album: 'Summer', count, link },
        });
      }
    }
    const entries = await readOutbox(config.mail.outboxDir);
    const subjects = entries.map((entry) => entry.subject);
    expect(subjects).toContain('Ein neues Stickerfoto für „Summer“');
    expect(subjects).toContain('3 new sticker photos for “Summer”');
    expect(subjects).toContain('3 nowe zdjęcia naklejek w albumie „Summer”');
    expect(subjects).toContain('5 nowych zdjęć naklejek w albumie „Summer”');
    // Every language has its own singular and plural texts, and every mail links to the stickers tab.
    expect(new Set(entries.map((entry) => entry.text)).size).toBe(15);
    for (const entry of entries) expect(entry.text).toContain('https://album.example/album/a1/stickers');
  });

  it('reads SMTP settings and a custom sender from the environment', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      MAIL_FROM: 'Team <t@example.com>',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Team <t@example.com>',
    });
  });
});
