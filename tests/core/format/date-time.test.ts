import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../../lib/core/format/date-time';

describe('localDateTime', () => {
  it('writes a moment as the API writes dates, with the local hour and minute', () => {
    const at = new Date(2026, 10, 6, 9, 5, 59).getTime(); // local time
    expect(localDateTime(at)).toBe('2026-11-06 09:05');
    expect(localDateTime(new Date(at).toISOString())).toBe('2026-11-06 09:05');
  });

  it('leaves what it cannot read as it came', () => {
    expect(localDateTime('yesterday')).toBe('yesterday');
  });
});
