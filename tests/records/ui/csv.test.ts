import { describe, expect, it } from 'vitest';
import { csvField, guardFormula, toCsv } from '../../../lib/core/csv';

describe('CSV (RFC 4180)', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    const rows = [
      { id: 1, name: 'ShopKart', amount: '2399.20' },
      { id: 2, name: null, amount: undefined },
    ];
    const csv = toCsv(rows, [
      { header: 'id', value: (r) => r.id },
      { header: 'name', value: (r) => r.name },
      { header: 'amount', value: (r) => r.amount },
    ]);
    expect(csv).toBe('id,name,amount\r\n1,ShopKart,2399.20\r\n2,,\r\n');
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(true)).toBe('true');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(guardFormula('=HYPERLINK("http://evil.example")')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(guardFormula('+1+2')).toBe("'+1+2");
    expect(guardFormula('-2+3')).toBe("'-2+3");
    expect(guardFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardFormula('\t=1')).toBe("'\t=1");
    // A guarded cell that also needs quoting is guarded first, then quoted.
    expect(csvField('=1,2')).toBe('"\'=1,2"');
  });

  it('leaves plain negative numbers and ordinary text alone', () => {
    expect(guardFormula('-12.50')).toBe('-12.50');
    expect(guardFormula('-7')).toBe('-7');
    expect(guardFormula('a=b')).toBe('a=b');
    expect(csvField(-3)).toBe('-3');
  });
});
