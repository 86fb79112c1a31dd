/** Placeholder while issue 6 is being built; replaced by its owner. */
export function LeaderboardPanel(_props: { personId: string }) {
  return null;
}
