/**
 * A value made the first time it is asked for. The Intl formats of the organisation's time zone
 * load that zone's data when made (~6 ms in a browser): paid when a date is first shown, not by
 * every page that merely loads this package.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
