/**
 * How the build cuts the app into files (decision 026). Over HTTP/1.1 a browser fetches six files
 * at a time, so a page that needs a hundred small chunks waits on round trips, not bytes: the
 * dashboard loaded 106 files. The groups below keep /login small and give a signed-in page a
 * handful of files. `npm run bench:bundle -w bench` measures both (login budget: 170 KB gzipped).
 *
 * Groups are taken highest priority first; a group also takes what its modules import, unless a
 * group before it took that already.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SEP = String.raw`[\\/]`;
const NODE_MODULES = `node_modules${SEP}`;

const QUERY_LIBRARY = new RegExp(`${NODE_MODULES}@tanstack${SEP}(react-query|query-core)${SEP}`);
/** Mantine and the libraries only its components use. */
const MANTINE = new RegExp(
  `${NODE_MODULES}(@mantine${SEP}(core|hooks)|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize)${SEP}`,
);

/** zod, and the domain's own zod with the wording it is set to (packages/domain/src/zod.ts). */
const ZOD = new RegExp(`${NODE_MODULES}zod${SEP}|${SEP}packages${SEP}domain${SEP}src${SEP}(zod|validation-messages)\\.ts$`);

/** The modules a signed-in page opens with: the shell and the dashboard. */
const SIGNED_IN_ROOTS = ['features/shell/app-layout', 'features/dashboard/dashboard-page'];
/** What /login runs: the entry and the login page. */
const FIRST_ROOTS = ['main.tsx', 'features/auth/login-page'];
const STATIC_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^;']*?\sfrom\s)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function resolveFile(base: string): string | undefined {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

function importsOf(file: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
    const target = spec.startsWith('.') ? resolveFile(resolve(dirname(file), spec)) : undefined;
    if (target) found.push(target);
  }
  return found;
}

/**
 * Every app module the roots import with no `import()` between, and what the modules `opened`
 * picks load with `import()` as well.
 */
function importedFrom(roots: string[], opened: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((root) => resolveFile(root)).filter((f): f is string => !!f);
  for (const file of queue) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, STATIC_IMPORT));
    if (opened(file)) queue.push(...importsOf(file, DYNAMIC_IMPORT));
  }
  return seen;
}

/**
 * What a signed-in page runs before anything is opened. (Libraries and the domain package come
 * along as what these modules import.) A dialog, an editor or a spreadsheet reader loaded on use
 * stays out, with whatever only it imports.
 */
const signedInModules = (srcDir: string) => importedFrom(SIGNED_IN_ROOTS.map((root) => join(srcDir, root)));

/**
 * The dashboard's panels, which it loads as it opens, split in two: the modules another page
 * imports as well (a shared component, a panel also drawn elsewhere), which join the signed-in
 * file every page loads, and the rest (the long lists), a file of their own, so that the other
 * pages do not load the dashboard's lists.
 */
function dashboardModules(srcDir: string): { shared: Set<string>; own: Set<string> } {
  const dashboard = importedFrom(
    SIGNED_IN_ROOTS.map((root) => join(srcDir, root)),
    (file) => file.includes(join(srcDir, 'features', 'dashboard')),
  );
  const elsewhere = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(srcDir, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !dashboard.has(file));
  const usedElsewhere = importedFrom(elsewhere);
  const shared = new Set([...dashboard].filter((file) => usedElsewhere.has(file)));
  return { shared, own: new Set([...dashboard].filter((file) => !shared.has(file))) };
}

const MANTINE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g;

/**
 * The Mantine components /login draws, read from the code it runs (the entry's and the login
 * page's modules): their files make a small chunk of their own, so /login does not load the rest
 * of Mantine. A component one of them uses inside comes along with it.
 */
function firstMantine(srcDir: string): RegExp {
  const names = new Set<string>();
  for (const file of importedFrom(FIRST_ROOTS.map((root) => join(srcDir, root)))) {
    for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(MANTINE_IMPORT)) {
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]\w*$/.test(name)) names.add(name);
      }
    }
  }
  // `randomId`: the first page's notifications name theirs with it.
  return new RegExp(
    `${NODE_MODULES}@mantine${SEP}(core${SEP}esm${SEP}(core|components${SEP}(${[...names].join('|')}))${SEP}|form${SEP}|store${SEP}|hooks${SEP}esm${SEP}utils${SEP}random-id${SEP})`,
  );
}

/**
 * The boot script and what it imports (nothing of React or Mantine): its own small file. Left in
 * the entry's chunk, it would run only once the entry's libraries had arrived and run, which is
 * what it exists to get ahead of.
 */
const bootModules = (srcDir: string) => importedFrom([join(srcDir, 'boot', 'early.ts')]);

export function chunkGroups(srcDir: string) {
  const dashboard = dashboardModules(srcDir);
  const signedIn = new Set([...signedInModules(srcDir), ...dashboard.shared]);
  const mantineFirst = firstMantine(srcDir);
  const boot = bootModules(srcDir);
  const entryFile = join(srcDir, 'main.tsx');
  return [
    { name: 'boot', priority: 9, test: (id: string) => boot.has(id) },
    // React changes rarely: its own chunk stays cached across deploys. Only the app's own copies:
    // a library's private one (the PDF renderer's scheduler) stays with that library, loaded on use.
    { name: 'react', priority: 8, test: new RegExp(`(?<!${NODE_MODULES}.*)${NODE_MODULES}(react|react-dom|react-router|scheduler)${SEP}`) },
    // The icons the app draws are a few hundred bytes each: one chunk, not one request per icon.
    { name: 'icons', priority: 7, test: new RegExp(`${NODE_MODULES}@tabler${SEP}icons-react${SEP}`) },
    { name: 'mantine-first', priority: 6, test: mantineFirst },
    // Every other component in one file (80 KB brotli), cached from the first signed-in page on.
    // Its stylesheet is left out: a chunk holding CSS is imported for its side effect by the entry.
    { name: 'mantine', priority: 5, test: (id: string) => MANTINE.test(id) && !id.endsWith('.css') },
    // The entry and everything it imports, before the signed-in group can take any of it; and the
    // whole query library, which /login asks with too (whether an Owner exists yet).
    { name: 'first', priority: 4, test: (id: string) => id === entryFile || QUERY_LIBRARY.test(id) },
    // The login form's rules load zod on use: that must not bring the signed-in chunk along. The
    // domain's zod (set to word refusals for people) and its wording travel with it; after 'first',
    // so the messages the wording uses stay with the entry that needs them anyway.
    { name: 'zod', priority: 3, test: (id: string) => ZOD.test(id) },
    { name: 'signed-in', priority: 2, test: (id: string) => signedIn.has(id.replace(/\?.*$/, '')) },
    { name: 'dashboard-panels', priority: 1, test: (id: string) => dashboard.own.has(id.replace(/\?.*$/, '')) },
  ];
}
