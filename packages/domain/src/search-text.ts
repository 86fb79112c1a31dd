/**
 * Text as a search compares it, without case, accents or extra spaces: "chloe" finds "Chloé",
 * "sao paulo" finds "São Paulo". Every search that matches typed text against names or places
 * the browser already holds folds both sides with this.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}
