/**
 * The info page of an area is named after the area in camelCase: 'Time log' → 'timeLog',
 * 'Weekly summaries report' → 'weeklySummariesReport'. Names are matched without regard to case.
 */
export function areaInfoName(area: string): string {
  const words = area
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
}
