/** Placeholder while issue 6 is being built; replaced by its owner. */
export function WarningTrackerRow(_props: { userId: string; userName: string }) {
  return null;
}
