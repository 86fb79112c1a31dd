import { describe, expect, it } from 'vitest';
import { csvDelimiter, importFileKind, parseCsv, readImportFile } from './task-import-file';
import { taskImportTemplateCsv } from './task-import-template';

/** A small .xlsx (first sheet 'Tasks'): num, Task Name, hoursMost; rows 1/Dig/2.5 and 1.1/Sieve. */
const XLSX_BASE64 =
  'UEsDBBQAAAAIAGBrdV1uYbgN/wAAAC0CAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbK2RzU7DMBCEX8XyFdVOOSCEkvTAzxE4lAdY7E1ixX/yuiV9e5y05YBKT5xW9s7MN7LrzeQs22MiE3zD16LiDL0K2vi+4R/bl9U9Z5TBa7DBY8MPSHzT1ttDRGLF66nhQ87xQUpSAzogESL6sulCcpDLMfUyghqhR3lbVXdSBZ/R51WeM3hbP2EHO5vZ81Sujz0SWuLs8SicWQ2HGK1RkMte7r3+RVmdCKI4Fw0NJtJNEXB5kTBv/gacfG/lYZLRyN4h5VdwRSUnK79CGj9DGMX1kAstQ9cZhTqonSsWQTEhaBoQs7NimcKB8efeV/iLmOQy1v9c5Cf/3EMu391+A1BLAwQUAAAACABga3VdmNrri68AAAAnAQAACwAAAF9yZWxzLy5yZWxzhc9NCsIwEAXgq4TZ27QuRKRpNyJ0K/UAMZ3+0CQTkqjt7c3SiuBymJnv8cp6MZo90YeJrIAiy4GhVdRNdhBway+7I7AQpe2kJosCVgxQV+UVtYzpJYyTCywZNggYY3QnzoMa0ciQkUObNj15I2Ma/cCdVLMckO/z/MD9pwFbkzWdAN90BbB2dSn3v019Pyk8k3oYtPFHxNdFkqUfMApYNH+Rn+9Ec5ZQ4FXJNwWrN1BLAwQUAAAACABga3VdM/qgxLoAAAAaAQAADwAAAHhsL3dvcmtib29rLnhtbI2PSW7DMAxFryJw38jpoigM29kUBbJPD8BadCzYIg1SmW4fZdpnxQn/879mc06zO5JaFG5hvarAEfcSIu9b+Nv9fnyDs4wccBamFi5ksOmak+j0LzK5ImdrYcx5qb23fqSEtpKFuFwG0YS5jLr3tihhsJEop9l/VtWXTxgZHg61vuMhwxB7+pH+kIjzw0RpxlzC2xgXg665f7BndYyphN6hTVY4bqttKJjgtI6l0W1Yg+8a/1L5F1h3BVBLAwQUAAAACABga3VdWv2Ca7IAAAAoAQAAGgAAAHhsL19yZWxzL3dvcmtib29rLnhtbC5yZWxzhc9LCsJADAbgqwzZ27QuRKRTNyJ0K/UAwzR90M6Dyfjo7R1ciAXBVUhCvp+Ux6eZxZ0Cj85KKLIcBFnt2tH2Eq7NebMHwVHZVs3OkoSFGI5VeaFZxXTCw+hZJMOyhCFGf0BkPZBRnDlPNm06F4yKqQ09eqUn1RNu83yH4duAtSnqVkKo2wJEs/iU+992XTdqOjl9M2Tjjwh8uDDxQBQTqkJPUcJnxPguRZZUwKrE1YfVC1BLAwQUAAAACABga3VdBJh1LPwAAAAwAgAAGAAAAHhsL3dvcmtzaGVldHMvc2hlZXQxLnhtbHWR3U7DMAyFXyXKPfXaCYRQmgmYuIObjQeIWtNGa5Iq9jp4e9INVRtb7/x3jj/ZavXtOjFgJBt8KfNsIQX6KtTWN6X83L7dPUpBbHxtuuCxlD9IcqXVIcQdtYgskt5TKVvm/gmAqhadoSz06FPnK0RnOKWxAeojmvooch0Ui8UDOGO91OpYWxs2WsVwEDFxpGo1Bs+5FFxK6zvrccMx1S1pxdrvnQLWCsYUqr/xl7nxraGd+DAOb4he50Rt2Ed6D8SXIkiQE2kxkY7RoHMFwzlQMeO9ts0tlJNJkd1PNhfbltO25YxvniWC67vMjW8sDv9ucloIZ0+B6dv6F1BLAQIUABQAAAAIAGBrdV1uYbgN/wAAAC0CAAATAAAAAAAAAAAAAAAAAAAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQAFAAAAAgAYGt1XZja64uvAAAAJwEAAAsAAAAAAAAAAAAAAAAAMAEAAF9yZWxzLy5yZWxzUEsBAhQAFAAAAAgAYGt1XTP6oMS6AAAAGgEAAA8AAAAAAAAAAAAAAAAACAIAAHhsL3dvcmtib29rLnhtbFBLAQIUABQAAAAIAGBrdV1a/YJrsgAAACgBAAAaAAAAAAAAAAAAAAAAAO8CAAB4bC9fcmVscy93b3JrYm9vay54bWwucmVsc1BLAQIUABQAAAAIAGBrdV0EmHUs/AAAADACAAAYAAAAAAAAAAAAAAAAANkDAAB4bC93b3Jrc2hlZXRzL3NoZWV0MS54bWxQSwUGAAAAAAUABQBFAQAACwUAAAAA';

function xlsxFile(): File {
  const bytes = Uint8Array.from(atob(XLSX_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], 'tasks.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('parseCsv', () => {
  it('reads quoted fields holding commas, quotes and line breaks, with CRLF or LF endings', () => {
    const text = 'num,taskName,whyInfo\r\n1,"Dig, then fill","He said ""now""\nand left"\n2,Roof,\n';
    expect(parseCsv(text)).toEqual([
      ['num', 'taskName', 'whyInfo'],
      ['1', 'Dig, then fill', 'He said "now"\nand left'],
      ['2', 'Roof', ''],
    ]);
  });

  it('ignores a byte-order mark and reads a last line without a line break', () => {
    expect(parseCsv('\uFEFFtaskName\nDig')).toEqual([['taskName'], ['Dig']]);
  });

  it("reads ';'-separated files when the header has no commas", () => {
    const text = 'num;taskName;resources\n1;Dig;"a@x.org; b@x.org"\n';
    expect(csvDelimiter(text)).toBe(';');
    expect(parseCsv(text, ';')[1]).toEqual(['1', 'Dig', 'a@x.org; b@x.org']);
  });
});

describe('readImportFile', () => {
  it('reads the first sheet of an .xlsx file', async () => {
    expect(await readImportFile(xlsxFile())).toEqual([
      ['num', 'Task Name', 'hoursMost'],
      [1, 'Dig', 2.5],
      ['1.1', 'Sieve', null],
    ]);
  });

  it('reads a .csv file and refuses other kinds', async () => {
    const csv = new File(['taskName\nDig\n'], 'Tasks.CSV', { type: 'text/csv' });
    expect(await readImportFile(csv)).toEqual([['taskName'], ['Dig']]);
    expect(importFileKind('tasks.xls')).toBeUndefined();
    await expect(readImportFile(new File(['x'], 'tasks.txt'))).rejects.toThrow();
  });
});

describe('taskImportTemplateCsv', () => {
  it('has every column and example rows that read back as CSV', () => {
    const rows = parseCsv(taskImportTemplateCsv());
    expect(rows[0]).toContain('taskName');
    expect(rows[0]).toHaveLength(16);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['1', '1.1', '2']);
  });
});
