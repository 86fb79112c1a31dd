/** The info icon that opens an area's info pop-up (document 1 §2). */
export function InfoButton(_props: { infoName: string }) {
  return null;
}
