/**
 * A script for `addInitScript` (plain JavaScript, run before the page's own): it stands in for the
 * React DevTools hook, so React reports each commit, and counts per commit the components mounted
 * and those drawn again (a fiber that did work, found by walking only the subtrees that changed).
 * It also records the page's DOM mutations, which Lighthouse's trace makes costly (attribute
 * changes and removals record stacks there). Results are in `window.__renderCount`.
 */
export const REACT_COMMIT_HOOK = `(() => {
  const out = { commits: [], mutations: { attributes: 0, removals: 0, text: 0 } };
  window.__renderCount = out;
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const nameOf = (fiber) => {
    const t = fiber.type;
    if (!t || typeof t === 'string') return '';
    return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || '?';
  };
  const add = (map, key) => map.set(key, (map.get(key) || 0) + 1);
  function walk(fiber, commit) {
    for (let child = fiber.child; child; child = child.sibling) {
      const before = child.alternate;
      if (!before) {
        const stack = [child];
        while (stack.length) {
          const f = stack.pop();
          if (COMPONENT.has(f.tag)) { commit.mounts++; add(commit.names, '+' + nameOf(f)); }
          for (let c = f.child; c; c = c.sibling) stack.push(c);
        }
        continue;
      }
      const drawn = COMPONENT.has(child.tag) && (child.flags & PERFORMED_WORK) !== 0;
      if (drawn) { commit.updates++; add(commit.names, nameOf(child)); }
      if (drawn || child.child !== before.child) walk(child, commit);
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      const commit = { at: Math.round(performance.now()), mounts: 0, updates: 0, names: new Map() };
      const current = root.current;
      walk(current.alternate ? current : { child: current }, commit);
      out.commits.push({ at: commit.at, mounts: commit.mounts, updates: commit.updates, names: [...commit.names] });
    },
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') out.mutations.attributes++;
      else if (r.type === 'characterData') out.mutations.text++;
      else out.mutations.removals += r.removedNodes.length;
    }
  }).observe(document, { subtree: true, attributes: true, childList: true, characterData: true });
})()`;

export interface RenderCount {
  commits: { at: number; mounts: number; updates: number; names: [string, number][] }[];
  mutations: { attributes: number; removals: number; text: number };
}
