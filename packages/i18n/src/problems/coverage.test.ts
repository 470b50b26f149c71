import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PREFLIGHT_NOT_CHECKED_KEY,
  PREFLIGHT_RULES,
  preflightKey,
  preflightLabelKey,
  preflightSummaryKey,
} from '@album/editor-core';
import { ALL_CATALOGUES } from '../catalogue/catalogues';
import { unknownIds } from '../tooling/compare';
import { REPO_DIR } from '../tooling/extract';
import {
  ALIGN_OPTIONS,
  AUTO_TEXT_SYMBOLS,
  REFUSAL_REASONS,
  WARNING_CODES,
  alignKey,
  apiErrorKey,
  autoTextKey,
  refusalKey,
  warningKey,
} from './keys';

const english = ALL_CATALOGUES.en;

/** Every non-test TypeScript source under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

function matchesIn(texts: readonly string[], pattern: RegExp): string[] {
  return texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

describe('editor-core keys', () => {
  const core = sources(join(REPO_DIR, 'packages/editor-core/src'));

  it('translates every key editor-core validation answers', () => {
    const keys = [
      ...matchesIn(core, /problem\(\s*'([a-zA-Z0-9_.-]+)'/g),
      ...matchesIn(core, /'(validation\.[a-zA-Z0-9_.-]+)'/g),
    ];
    expect(keys.length).toBeGreaterThan(25);
    expect(unknownIds(keys, english)).toEqual([]);
  });

  it('translates every refusal, warning, automatic-text symbol and align option', () => {
    const keys = [
      ...REFUSAL_REASONS.map(refusalKey),
      ...WARNING_CODES.map(warningKey),
      ...AUTO_TEXT_SYMBOLS.map(autoTextKey),
      ...ALIGN_OPTIONS.map(alignKey),
    ];
    expect(unknownIds(keys, english)).toEqual([]);
  });

  it('translates every preflight finding, rule label and summary', () => {
    const keys = [
      ...PREFLIGHT_RULES.flatMap((rule) => [
        preflightKey(rule),
        preflightLabelKey(rule),
        preflightSummaryKey(rule),
      ]),
      PREFLIGHT_NOT_CHECKED_KEY,
    ];
    expect(keys.length).toBe(3 * PREFLIGHT_RULES.length + 1);
    expect(unknownIds(keys, english)).toEqual([]);
  });

  it('lists every refusal reason of the store types', () => {
    const types = readFileSync(join(REPO_DIR, 'packages/editor-core/src/store/types.ts'), 'utf8');
    const union = /export type RefusalReason =([\s\S]*?);/.exec(types)?.[1] ?? '';
    const reasons = [...union.matchAll(/\|\s*'([a-z-]+)'/g)].map((match) => match[1]);
    expect(reasons.length).toBeGreaterThan(10);
    expect([...REFUSAL_REASONS].sort()).toEqual([...reasons].sort());
  });
});

describe('server error codes', () => {
  it('translates every error code the server answers with', () => {
    const server = sources(join(REPO_DIR, 'hosts/server/src'));
    // SVG and image checks report their code in a problem object before it becomes an HttpError.
    const files = sources(join(REPO_DIR, 'hosts/server/src/files'));
    const codes = [
      ...matchesIn(server, /refusal\(\s*'([a-z_]+)'/g),
      ...matchesIn(server, /HttpError\(\s*\d{3},\s*'([a-z_]+)'/g),
      ...matchesIn(files, /code: '([a-z_]+)'/g),
    ];
    expect(codes).toEqual(
      expect.arrayContaining(['file_too_large', 'unsupported_type', 'too_many_pixels', 'svg_script']),
    );
    expect(unknownIds(codes.map(apiErrorKey), english)).toEqual([]);
  });

  it('translates the checkout’s own preflight messages', () => {
    const keys = matchesIn(
      sources(join(REPO_DIR, 'hosts/server/src/albums')),
      /'(checkout\.preflight\.[a-zA-Z]+)'/g,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(unknownIds(keys, english)).toEqual([]);
  });
});
