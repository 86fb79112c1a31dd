/** Placeholder while issue 6 is being built; replaced by its owner. */
export function TeamMemberTasksPanel(_props: { personId: string }) {
  return null;
}
