/** Placeholder while issue 6 is being built; replaced by its owner. */
export function DashboardWeeklySummaries(_props: { personId: string }) {
  return null;
}
