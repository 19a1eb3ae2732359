import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoLimitProblem } from '../../../lib/posting/card/photo-limits';

describe('photoLimitProblem', () => {
  it('accepts a photo within every limit, up to each limit exactly', () => {
    expect(photoLimitProblem({ width: 1200, height: 900, bytes: 120_000 })).toBeNull();
    expect(photoLimitProblem({ width: 5000, height: 5000, bytes: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoLimitProblem({ width: 2000, height: 100, bytes: 1 })).toBeNull();
  });

  it('names the limit a photo breaks', () => {
    expect(photoLimitProblem({ width: 1200, height: 900, bytes: PHOTO_MAX_BYTES + 1 })).toBe('bytes');
    expect(photoLimitProblem({ width: 5001, height: 5000, bytes: 1000 })).toBe('dimensions');
    expect(photoLimitProblem({ width: 2001, height: 100, bytes: 1000 })).toBe('ratio');
    expect(photoLimitProblem({ width: 100, height: 2001, bytes: 1000 })).toBe('ratio');
  });

  it('refuses an empty or unreadable image', () => {
    expect(photoLimitProblem({ width: 0, height: 900, bytes: 10 })).toBe('empty');
    expect(photoLimitProblem({ width: 1200, height: 900, bytes: 0 })).toBe('empty');
    expect(photoLimitProblem({ width: Number.NaN, height: 900, bytes: 10 })).toBe('empty');
  });
});
