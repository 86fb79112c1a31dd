import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The domain package's sources: pure data and rules, nothing done at module load (decision 033). */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/].+\.ts$/;
/** What only the server reads of a route contract: its schemas. */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'responses']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* children(node: Node): Generator<Node> {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield item;
    if (isNode(value)) yield value;
  }
}

function isDefineRoute(node: Node): node is Node & { arguments: Node[] } {
  const callee = node.callee as Node | undefined;
  return node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineRoute';
}

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Every call and `new` a constant's value makes at module load (not those inside its functions). */
function markCallsPure(init: Node, out: MagicString, marked: Set<number>): void {
  const stack = [init];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (FUNCTION.has(node.type)) continue;
    // `z.string().min(1)`: one mark before it covers the chain (its calls start at one place).
    if ((node.type === 'CallExpression' || node.type === 'NewExpression') && !marked.has(node.start)) {
      marked.add(node.start);
      out.appendLeft(node.start, '/* @__PURE__ */ ');
    }
    stack.push(...children(node));
  }
}

/** Drops a contract's schemas: `defineRoute({ method, path, summary, access, params, … })`. */
function stripSchemas(call: Node & { arguments: Node[] }, out: MagicString): void {
  const [contract] = call.arguments;
  if (contract?.type !== 'ObjectExpression') return;
  for (const property of contract.properties as Node[]) {
    const key = property.key as Node | undefined;
    if (property.type === 'Property' && key?.type === 'Identifier' && SERVER_ONLY.has(key.name as string)) {
      out.overwrite(property.start, property.end, `${key.name as string}: undefined`);
    }
  }
}

/**
 * The web build's view of the domain package (decision 033). The browser calls a route by its
 * method and path only; its zod schemas (what a route reads and answers) serve the server and the
 * types. Building them at module load was the largest single cost of opening a signed-in page
 * (every API module imports its contracts), so in the web build:
 * - a contract's `params`, `query`, `body` and `responses` become `undefined`;
 * - the calls that make a domain module's top-level constants (`const x = z.object({ a: z.string() })`)
 *   are marked pure, so a schema nothing else reads is left out of the bundle instead of built.
 * Schemas the web does use (the forms' shared rules) are kept as they are.
 */
export function clientContracts(): Plugin {
  return {
    name: 'goodhours-client-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return DOMAIN_SOURCE.test(id) ? clientView(code, id) : null;
    },
  };
}

/** A domain module (already JavaScript) as the web build takes it; null when nothing changes. */
export function clientView(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code) as unknown as Node & { body: Node[] };
  const out = new MagicString(code);
  const marked = new Set<number>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init) markCallsPure(init, out, marked);
    }
  }
  if (code.includes('defineRoute(')) {
    const stack: Node[] = [program];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (isDefineRoute(node)) stripSchemas(node, out);
      else stack.push(...children(node));
    }
  }
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
}
