import type { BuiltInRole } from '../roles.js';

/**
 * Who hears of a status change (document 4 §8): the people of `teamRole` in the person's
 * teams, and every active person of `everyoneOf`.
 */
export const STATUS_WATCHERS = { teamRole: 'Manager', everyoneOf: 'Owner' } as const satisfies Record<string, BuiltInRole>;
