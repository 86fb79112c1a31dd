/**
 * A schema built the first time anything reads it (decision 033). The web build rewrites the
 * domain's top-level schemas (`export const x = z.object(…)`) into `lazySchema(() => z.object(…))`,
 * so opening a page builds only the schemas it uses, when it uses them, instead of every schema
 * of every module its code reaches. The proxy stands for the schema in every way zod and the app
 * use one: properties and methods, `in`, spreading, `instanceof`.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a fixed property its own (empty) target lacks.
      return found && { ...found, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
