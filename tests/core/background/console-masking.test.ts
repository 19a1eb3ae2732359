// Issue 18 item 8a: the background's own console output masks the API key, as its answers to pages do.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/core/api/errors';
import { installConsoleKeyMasking, maskValue, rememberKey } from '../../../lib/core/background/key-mask';
import { GOOD_KEY } from './fake-api';
import { saveGoodKey, useBackground } from './harness';

const bg = useBackground();
const MASKED = '••••3f9a';

function printed(calls: unknown[][]): string {
  return calls
    .flat()
    .map((v) =>
      v instanceof Error ? `${v.message} ${v.stack} ${JSON.stringify({ ...v })} ${String(v.cause)}` : JSON.stringify(v),
    )
    .join('\n');
}

describe('the background console', () => {
  it('masks a server’s echo of the saved key in an error the scheduled index refresh logs', async () => {
    await saveGoodKey();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bg.restart(); // the worker starting again: its console masks from the start
    bg.api().route('GET /campaigns', () => ({
      status: 500,
      body: { error: `Bad header Authorization: Token ${GOOD_KEY}` },
    }));
    await bg.background().campaignIndex.refreshIfDue(0);
    expect(warn).toHaveBeenCalled();
    const out = printed(warn.mock.calls);
    expect(out).toContain('Campaign index refresh failed');
    expect(out).toContain(MASKED);
    expect(out).not.toContain(GOOD_KEY);
  });

  it('masks the key in strings, error messages, stacks, fields and causes; leaves other values as they are', () => {
    rememberKey(GOOD_KEY);
    const cause = new Error(`socket said ${GOOD_KEY}`);
    const error = new ApiError(
      { kind: 'server', status: 500, serverMessage: `echo ${GOOD_KEY}`, message: 'Down.' },
      { cause },
    );
    const masked = maskValue(error) as Error & { serverMessage: string; kind: string };
    expect(masked).toBeInstanceOf(Error);
    expect(masked.kind).toBe('server');
    expect(masked.serverMessage).toBe(`echo ${MASKED}`);
    expect(String((masked.cause as Error).message)).toBe(`socket said ${MASKED}`);
    expect(maskValue(`key=${GOOD_KEY}`)).toBe(`key=${MASKED}`);
    expect(maskValue({ headers: { Authorization: `Token ${GOOD_KEY}` } })).toEqual({
      headers: { Authorization: `Token ${MASKED}` },
    });
    const plain = new Error('nothing secret');
    expect(maskValue(plain)).toBe(plain);
    expect(maskValue(42)).toBe(42);
  });

  it('wraps each console method once, however often the background starts', () => {
    rememberKey(GOOD_KEY);
    const lines: unknown[][] = [];
    const sink = {
      error: (...a: unknown[]) => lines.push(a),
      warn: (...a: unknown[]) => lines.push(a),
      log: (...a: unknown[]) => lines.push(a),
      info: (...a: unknown[]) => lines.push(a),
      debug: (...a: unknown[]) => lines.push(a),
    } as unknown as Console;
    installConsoleKeyMasking(sink);
    const first = sink.error;
    installConsoleKeyMasking(sink);
    expect(sink.error).toBe(first);
    sink.error('Handling account.save failed', new Error(`refused ${GOOD_KEY}`));
    expect(printed(lines)).not.toContain(GOOD_KEY);
    expect(printed(lines)).toContain(MASKED);
  });
});
