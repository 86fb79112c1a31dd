import type { CliIo } from '../command.js';

/** Rows per table, non-empty tables one a line, the empty ones summed up. */
export function printCounts(io: CliIo, counts: Map<string, number>): void {
  const tables = [...counts].sort(([a], [b]) => a.localeCompare(b));
  const full = tables.filter(([, n]) => n > 0);
  const width = Math.max(0, ...full.map(([t]) => t.length));
  for (const [table, n] of full) io.out(`  ${table.padEnd(width)}  ${String(n).padStart(9)}`);
  const empty = tables.length - full.length;
  const total = full.reduce((sum, [, n]) => sum + n, 0);
  io.out(`  ${String(total)} rows in ${String(full.length)} tables${empty > 0 ? `; ${String(empty)} tables empty` : ''}.`);
}
