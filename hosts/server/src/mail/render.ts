/**
 * Renders a mail template through the shared message catalogues (`mail.<template>.subject` and `.body`, ICU
 * messages in the five languages), as plain text and a small HTML version with the links clickable.
 */
import { createI18n } from '@album/i18n/core';
import type { MailMessage, RenderedMail } from './types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Paragraphs of the text with `http(s)://` links as anchors; everything else escaped. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`);
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}

/** The subject, text and HTML of a message in its language (English where a translation is missing). */
export async function renderMail(message: MailMessage, from: string): Promise<RenderedMail> {
  const intl = await createI18n(message.language);
  // Numbers stay numbers so ICU plurals (`{count, plural, …}`) choose their form.
  const values: Record<string, string | number> = { ...message.values };
  const subject = intl.formatMessage({ id: `mail.${message.template}.subject` }, values);
  const body = intl.formatMessage({ id: `mail.${message.template}.body` }, values);
  const signature = intl.formatMessage({ id: 'mail.signature' });
  const text = `${body}\n\n${signature}\n`;
  return { to: message.to, from, subject, text, html: textToHtml(text) };
}
