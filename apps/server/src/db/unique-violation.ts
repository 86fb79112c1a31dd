/** True when a database error (or one it wraps) is a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs `work`, turning a unique-index violation into the error `taken` makes (a name already used, under races too). */
export async function refusingDuplicates<T>(work: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
