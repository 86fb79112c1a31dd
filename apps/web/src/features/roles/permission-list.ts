import { ALL_PERMISSIONS } from '@goodhours/domain';

const order = new Map<string, number>(ALL_PERMISSIONS.map((key, i) => [key, i]));

/** A permission list in catalogue order, without duplicates: what the editors send. */
export function inCatalogueOrder(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a.localeCompare(b));
}

export function sameSet(a: Iterable<string>, b: Iterable<string>): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((k) => right.has(k));
}
