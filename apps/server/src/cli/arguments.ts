import { resolve } from 'node:path';
import { CliError } from './command.js';

/**
 * A command's arguments: its positionals in order, then the flags it knows (`--force`). Anything
 * missing, extra or unknown is a usage error (exit 2).
 */
export function readArguments<F extends string>(
  args: readonly string[],
  usage: string,
  spec: { positionals: number; flags?: readonly F[] },
): { positionals: string[]; flags: Set<F> } {
  const flags = new Set<F>();
  const positionals: string[] = [];
  for (const arg of args) {
    if (arg.startsWith('--')) {
      if (!spec.flags?.includes(arg as F)) throw new CliError(`Unknown option ${arg}.\nUsage: goodhours ${usage}`);
      flags.add(arg as F);
    } else {
      positionals.push(arg);
    }
  }
  if (positionals.length !== spec.positionals || positionals.some((p) => p === '')) {
    throw new CliError(`${positionals.length < spec.positionals ? 'Missing' : 'Too many'} arguments.\nUsage: goodhours ${usage}`);
  }
  return { positionals, flags };
}

/** A file named on the command line, from where the operator typed it (npm runs scripts at the repository's root). */
export const operatorPath = (env: NodeJS.ProcessEnv, file: string): string => resolve(env.INIT_CWD ?? process.cwd(), file);
