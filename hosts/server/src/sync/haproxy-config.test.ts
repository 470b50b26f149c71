import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HAPROXY_CONFIG, haproxyConfig } from './haproxy-config';

const HAPROXY = '/usr/sbin/haproxy';
const EXAMPLE_FILE = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));

describe('haproxy configuration', () => {
  it('routes sockets and REST routes by album id with consistent hashing and checks health', () => {
    const text = haproxyConfig({
      bind: '127.0.0.1:8080',
      nodes: [
        { name: 'a', address: '127.0.0.1:3001' },
        { name: 'b', address: '127.0.0.1:3002' },
      ],
      check: { interMs: 250, fall: 1, rise: 1 },
      statsSocket: '/tmp/haproxy.sock',
    });
    expect(text).toContain('http-request set-var(txn.album) url_param(album) if { path /sync }');
    expect(text).toContain('http-request set-var(txn.album) path,field(5,/) if { path_beg /api/v1/albums/ }');
    expect(text).toContain('balance hash var(txn.album)');
    expect(text).toContain('hash-type consistent');
    expect(text).toContain('option httpchk GET /api/v1/health');
    expect(text).toContain('default-server check inter 250ms fall 1 rise 1');
    expect(text).toContain('timeout tunnel 1h');
    expect(text).toContain('stats socket /tmp/haproxy.sock');
    expect(text.match(/^ {2}server /gm)).toHaveLength(2);
  });

  it('is what deploy/haproxy.cfg documents', () => {
    expect(readFileSync(EXAMPLE_FILE, 'utf8')).toBe(haproxyConfig(EXAMPLE_HAPROXY_CONFIG));
  });

  it.skipIf(!existsSync(HAPROXY))('passes haproxy -c (skipped without /usr/sbin/haproxy)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'));
    try {
      const file = join(dir, 'haproxy.cfg');
      writeFileSync(file, haproxyConfig(EXAMPLE_HAPROXY_CONFIG));
      // Throws (with haproxy's message) on an invalid configuration.
      expect(execFileSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' })).toMatch(/valid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
