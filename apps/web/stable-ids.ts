import type { Plugin } from 'vite';

/** Mantine's `useId` (every component that names its parts for assistive technology uses it). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** React's id, in the form an HTML id and a CSS selector take without escaping. */
const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

/**
 * Mantine's ids, drawn once (decision 047). Mantine's `useId` draws each component with React's id,
 * then sets a random one from a layout effect: every Alert, input, Tooltip, Menu and Popover is
 * drawn a second time, synchronously, inside the commit that first drew it (and its ids and
 * `aria-*` references rewritten in the page). React's id is already unique and stable, so the web
 * build takes it as it is. The build fails if Mantine's module is not where this expects it.
 */
export function stableMantineIds(): Plugin {
  let replaced = false;
  return {
    name: 'goodhours-stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return STABLE_USE_ID;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error("Mantine's useId (@mantine/hooks/esm/use-id/use-id.mjs) was not in the build: see stable-ids.ts");
    },
  };
}
