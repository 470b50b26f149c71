/**
 * The default transport: each mail written to the outbox folder as `<time>-<id>.eml` (the message as an SMTP
 * server would get it, to open in any mail program) and `<time>-<id>.json` (subject, text, template and values,
 * for tests and tools). Nothing leaves the machine, so a fresh install works without a mail server.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, RenderedMail } from './types';

/** What an outbox `.json` file holds. */
export interface OutboxEntry {
  id: string;
  created_at: string;
  template: MailMessage['template'];
  language: MailMessage['language'];
  values: MailMessage['values'];
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

// Builds the RFC 5322 message without sending it: the same headers and encoding SMTP would use.
const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** Writes one mail into `dir` (created when missing); answers the `.json` file's path. */
export async function writeToOutbox(
  dir: string,
  id: string,
  message: MailMessage,
  mail: RenderedMail,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const createdAt = new Date();
  // Sortable by time in a plain directory listing; the id keeps two mails of one millisecond apart.
  const base = join(dir, `${createdAt.toISOString().replace(/[:.]/g, '-')}-${id}`);
  const built = await builder.sendMail({ ...mail, messageId: `<${id}@outbox.invalid>` });
  await writeFile(`${base}.eml`, built.message as Buffer);
  const entry: OutboxEntry = {
    id,
    created_at: createdAt.toISOString(),
    template: message.template,
    language: message.language,
    values: message.values,
    ...mail,
  };
  await writeFile(`${base}.json`, `${JSON.stringify(entry, null, 2)}\n`);
  return `${base}.json`;
}

/** The outbox's mails, oldest first (empty when the folder does not exist yet). */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry),
  );
}
