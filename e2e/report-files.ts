import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Download, Page } from '@playwright/test';

/** A downloaded file's bytes. */
export async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Chooses an item of a report's Export menu and waits for the file it offers. */
export async function exportAs(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return download;
}

/**
 * The text a PDF draws: its content streams inflated and the strings of their text operators
 * (pdfkit writes the standard fonts' text as hex strings) read back. Only text drawn as text is
 * found: a picture of a page has none.
 */
export function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  const latin1 = pdf.toString('latin1');
  for (const match of latin1.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = latin1.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join('') : (op[2] ?? '');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
