import type { Tx } from '../client.js';

/** Demo stock for the demo projects (filled in by the inventory work). */
export async function seedDemoInventory(_tx: Tx, _now: Date, _projectIds: string[]): Promise<void> {}
