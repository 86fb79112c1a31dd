/** Placeholder while issue 6 is being built; replaced by its owner. */
export function TrackerControl(_props: Record<string, never>) {
  return null;
}
