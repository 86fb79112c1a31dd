/**
 * Which of a person's badges are new (defect 14 of issue 42): those changed since the person last
 * looked at their Badges tab, never those of a badge excluded from the count (document 1 §9). The
 * tab's 'New Badges Earned' rows and its 'new badges since you last looked' notice both come from
 * this one rule, so the notice counts exactly the rows shown as new. Someone who never looked has
 * every badge new.
 */
export function isNewBadge(row: { lastModified: Date; excludedFromCount: boolean }, seenAt: Date | null): boolean {
  return !row.excludedFromCount && (seenAt === null || row.lastModified.getTime() > seenAt.getTime());
}
