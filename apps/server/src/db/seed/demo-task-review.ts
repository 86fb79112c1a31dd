import type { Tx } from '../client.js';

/** Demo data for the dashboard (issue 6); filled in by the area that owns it. */
export async function seedDemoTaskReview(_tx: Tx, _now: Date, _idOf: (email: string) => string): Promise<void> {}
