import { foldForSearch, type LeaderboardRow } from '@goodhours/domain';

/** Rows drawn at first, and added by each 'Show more'. */
export const LEADERBOARD_PAGE_ROWS = 20;

export interface ShownRows {
  rows: LeaderboardRow[];
  /** Rows that match the search but are left for 'Show more'. */
  notShown: number;
}

/**
 * What the board draws: the rows whose name holds the search (folded), the first `limit` of them
 * in the server's order, and `ownId`'s row wherever it stands, so a reader far down the board
 * still sees their own hours.
 */
export function shownRows(all: readonly LeaderboardRow[], search: string, limit: number, ownId: string): ShownRows {
  const needle = foldForSearch(search);
  const matching = needle ? all.filter((r) => foldForSearch(`${r.firstName} ${r.lastName}`).includes(needle)) : all;
  const rows = matching.filter((r, i) => i < limit || r.personId === ownId);
  return { rows, notShown: matching.length - rows.length };
}
