import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';
import { MAX_JSON_DEPTH, jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth('['.repeat(1_000_000))).toBe(MAX_JSON_DEPTH + 1);
  });
});

describeBackends('JSON depth limit', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('refuses bodies nested deeper than the limit with 400, and reads those within it', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deep = await server.request({
      method: 'POST',
      url: '/client_errors',
      headers: { 'content-type': 'application/json' },
      payload: `{"message":"m","url":"u","x":${nested(MAX_JSON_DEPTH + 10)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.code).toBe('too_deeply_nested');
    const fine = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","password":"x","x":${nested(10)}}`,
    });
    // Past the parser: the route's own validation names the unknown key.
    expect(fine.statusCode).toBe(400);
    expect(fine.json().error.code).toBe('invalid_input');
  });

  it('still refuses prototype poisoning', async () => {
    const poisoned = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
