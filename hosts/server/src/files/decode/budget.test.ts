import { describe, expect, it } from 'vitest';
import { loadImageBudget } from './budget';

describe('loadImageBudget', () => {
  it('defaults to 10 s of CPU and one decoder, the wall-clock limit three times that and 10 s', () => {
    expect(loadImageBudget({})).toEqual({ cpuMs: 10_000, wallMs: 40_000, workers: 1 });
    expect(loadImageBudget({ IMAGE_CPU_SECONDS: '2.5', IMAGE_WORKERS: '2' })).toEqual({
      cpuMs: 2500,
      wallMs: 17_500,
      workers: 2,
    });
  });

  it('says what is wrong with a malformed value', () => {
    expect(() => loadImageBudget({ IMAGE_CPU_SECONDS: '0' })).toThrow(
      'IMAGE_CPU_SECONDS must be a positive number',
    );
    expect(() => loadImageBudget({ IMAGE_WORKERS: '1.5' })).toThrow(
      'IMAGE_WORKERS must be a positive integer',
    );
  });
});
