/**
 * A value built the first time it is asked for, then kept. The schemas only the server reads (a
 * route's inputs and answers) are made so: importing a module builds none of them, and the browser,
 * which calls routes by method and path, never builds them at all (decision 059).
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
