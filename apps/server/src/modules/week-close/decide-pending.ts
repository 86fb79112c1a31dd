import { decideBadges, decideWeekClose, type BadgeAwards, type Week, type WeekCloseDecision } from '@goodhours/domain';
import type { Tx } from '../../db/client.js';
import { badgeCatalogue, loadBadgeFacts } from './badge-facts.js';
import { closeDay, pendingPeople, type PendingPerson } from './facts.js';

/** What the close decides for one person: the blue square and the rest (decideWeekClose), and the badges. */
export interface PersonDecision {
  person: PendingPerson;
  decision: WeekCloseDecision;
  awards: BadgeAwards;
}

/**
 * Every active person the week's close has not decided yet, with their decision: the close and
 * its preview both come from here, so the preview is what the close would do. Nothing pending
 * reads no badge facts.
 */
export async function decidePending(db: Tx, week: Week): Promise<PersonDecision[]> {
  const people = await pendingPeople(db, week);
  if (!people.length) return [];
  const catalogue = await badgeCatalogue(db);
  const factsOf = await loadBadgeFacts(db, week, catalogue);
  return people.map((person) => {
    const decision = decideWeekClose(week, person);
    const awards = decideBadges(catalogue, factsOf(person, !!decision.blueSquare), closeDay(week));
    return { person, decision, awards };
  });
}
