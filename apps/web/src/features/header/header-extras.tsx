/** Placeholder while issue 6 is being built; replaced by its owner. */
export function HeaderBanners(_props: Record<string, never>) {
  return null;
}
