/**
 * The mails the e2e server wrote: with no SMTP configured the server writes each mail to `DATA_DIR/outbox` as
 * `.json` beside its `.eml`, and `server.mjs` runs it on a fresh `album-e2e-*` folder in the temporary directory.
 * Other runs may have their own folders there, so mails are found by their (unique) recipient.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  values: Record<string, string>;
}

function mailsTo(address: string): OutboxMail[] {
  const found: OutboxMail[] = [];
  for (const folder of readdirSync(tmpdir()).filter((name) => name.startsWith('album-e2e-'))) {
    const outbox = join(tmpdir(), folder, 'outbox');
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as OutboxMail;
      if (mail.to === address) found.push(mail);
    }
  }
  return found;
}

/** The last mail of `template` sent to `address`, waiting for it to be written. */
export async function mailTo(address: string, template: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(() => {
      mail = mailsTo(address)
        .filter((entry) => entry.template === template)
        .at(-1);
      return mail !== undefined;
    })
    .toBe(true);
  return mail!;
}
