import { join } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The domain package's sources: pure data and rules, nothing done at module load (decision 033). */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/].+\.ts$/;
/** Builds a schema on first use (src/lazy-schema.ts), imported by the rewritten domain modules. */
const LAZY_SCHEMA = join(import.meta.dirname, 'src', 'lazy-schema.ts').replaceAll('\\', '/');
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

/** The name a chain of calls starts from: `z` for `z.string().min(1)`. */
function rootName(node: Node): string | null {
  let at: Node | undefined = node;
  while (at?.type === 'CallExpression' || at?.type === 'MemberExpression')
    at = (at.type === 'CallExpression' ? at.callee : at.object) as Node;
  return at?.type === 'Identifier' ? (at.name as string) : null;
}

/**
 * Functions of other domain modules that answer a new schema. A module cannot see what an imported
 * name is, so those called at load are named here; one missing is only built at load, as before.
 */
const SCHEMA_FACTORIES = new Set(['calendarDate', 'taskDateText', 'idParam']);

/** Methods only a zod schema has among the domain's values: `imported.extend({…})` is a schema. */
const SCHEMA_METHODS = new Set([
  'extend',
  'pick',
  'omit',
  'partial',
  'required',
  'refine',
  'superRefine',
  'nullable',
  'nullish',
  'optional',
]);

/** Whether a chain of calls calls one of the schema-only methods. */
function callsSchemaMethod(node: Node): boolean {
  for (let at: Node | undefined = node; at?.type === 'CallExpression' || at?.type === 'MemberExpression';) {
    if (at.type === 'CallExpression') {
      const callee = at.callee as Node;
      const property = callee.type === 'MemberExpression' ? (callee.property as Node) : undefined;
      if (property?.type === 'Identifier' && SCHEMA_METHODS.has(property.name as string)) return true;
      at = callee;
    } else at = at.object as Node;
  }
  return false;
}

/** Whether a call, made at load, builds a schema: from `z`, a schema, a schema factory or a schema-only method. */
function buildsSchema(node: Node, schemas: Set<string>): boolean {
  if (node.type !== 'CallExpression') return false;
  const root = rootName(node);
  return root !== null && (schemas.has(root) || SCHEMA_FACTORIES.has(root) || callsSchemaMethod(node));
}

/** The values a function answers with: an arrow's expression, or its own `return`s (not nested functions'). */
function answers(fn: Node): Node[] {
  const body = fn.body as Node;
  if (body.type !== 'BlockStatement') return [body];
  const found: Node[] = [];
  const stack = [...children(body)];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (FUNCTION.has(node.type) || node.type === 'FunctionDeclaration') continue;
    if (node.type === 'ReturnStatement' && node.argument) found.push(node.argument as Node);
    stack.push(...children(node));
  }
  return found;
}

/** A module's own function that always answers a schema (`const hoursCell = (n) => z.union(…)`): its calls are schemas too. */
function isSchemaFactory(fn: Node, schemas: Set<string>): boolean {
  const values = answers(fn);
  return values.length > 0 && values.every((value) => buildsSchema(value, schemas));
}

/** Whether a property of a contract is one only the server reads. */
function serverOnly(property: Node): boolean {
  const key = property.key as Node | undefined;
  return property.type === 'Property' && key?.type === 'Identifier' && SERVER_ONLY.has(key.name as string);
}

/**
 * Rewrites what a top-level constant's value does at module load; answers whether the value
 * itself became a lazy schema.
 * - a contract's schemas become `undefined`;
 * - a schema (a chain of calls from `z` or from a schema made so) is built on first use;
 * - any other call is marked pure.
 * Functions inside are left as they are: they do not run at load.
 */
interface Rewrite {
  out: MagicString;
  /** `z` and the module's schema constants so far. */
  schemas: Set<string>;
  /** Whether any schema was made lazy: the module then imports `lazySchema`. */
  lazy: boolean;
}

function rewriteValue(init: Node, edit: Rewrite): boolean {
  const { out, schemas } = edit;
  const stack = [init];
  let wholeIsSchema = false;
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (FUNCTION.has(node.type)) continue;
    if (isDefineRoute(node)) {
      const [contract] = node.arguments;
      if (contract?.type !== 'ObjectExpression') continue;
      for (const property of contract.properties as Node[]) {
        if (serverOnly(property)) out.overwrite(property.start, property.end, `${(property.key as Node).name as string}: undefined`);
        else stack.push(property);
      }
      continue;
    }
    if (buildsSchema(node, schemas)) {
      out.prependLeft(node.start, '/* @__PURE__ */ __lazySchema(() => ');
      out.appendRight(node.end, ')');
      edit.lazy = true;
      if (node === init) wholeIsSchema = true;
      continue;
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') out.prependLeft(node.start, '/* @__PURE__ */ ');
    stack.push(...children(node));
  }
  return wholeIsSchema;
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
  const edit: Rewrite = { out, schemas: new Set(['z']), lazy: false };
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'FunctionDeclaration') {
      const name = (declaration.id as Node | null)?.name as string | undefined;
      if (name && isSchemaFactory(declaration, edit.schemas)) edit.schemas.add(name);
    }
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const name = (declarator.id as Node).name as string | undefined;
      if (!init || !name) continue;
      if (FUNCTION.has(init.type)) {
        if (init.type !== 'ClassExpression' && isSchemaFactory(init, edit.schemas)) edit.schemas.add(name);
      } else if (rewriteValue(init, edit)) edit.schemas.add(name);
    }
  }
  if (!out.hasChanged()) return null;
  if (edit.lazy) out.prepend(`import { lazySchema as __lazySchema } from '${LAZY_SCHEMA}';\n`);
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
}
