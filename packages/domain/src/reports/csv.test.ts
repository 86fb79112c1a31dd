import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks, and leave plain text and numbers as they are', () => {
    expect(csvLine(['Ann Lee', 12.5, 'North, South', 'say "hi"', 'two\nlines', null, true])).toBe(
      'Ann Lee,12.5,"North, South","say ""hi""","two\nlines",,true\r\n',
    );
  });

  it('never let a cell run as a formula: = + - @, tab and carriage return are escaped, negative numbers kept', () => {
    expect(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2+3", "'@cmd", "'\tx", `"'\rx"`]);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});
