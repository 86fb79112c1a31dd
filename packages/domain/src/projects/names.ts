/**
 * Project names match ignoring case and every whitespace character (document 1 §5): 'Earth Bag'
 * and 'earthbag' are the same project. The database's unique index uses the same rule.
 */
export function projectNameKey(name: string): string {
  return name.replace(/\s/g, '').toLowerCase();
}

export function sameProjectName(a: string, b: string): boolean {
  return projectNameKey(a) === projectNameKey(b);
}

/** Whether a project name contains the searched text, by the same rule. An empty search matches all. */
export function projectNameMatches(name: string, search: string): boolean {
  return projectNameKey(name).includes(projectNameKey(search));
}
