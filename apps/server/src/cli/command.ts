/**
 * The operator's command-line tool (`npm run goodhours -- <command>`): each command is one file
 * under `commands/`, listed in `goodhours.ts`. A command reads its arguments and the environment
 * (the same variables as the server: DATABASE_URL, DATA_DIR, PUBLIC_URL, ...), writes through
 * `io`, and answers an exit code. Bad input throws `CliError`: its message is printed and the
 * tool exits with 2.
 */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Whether a person is at a terminal (so a password may be asked for). */
  interactive: boolean;
  /** Asks on the terminal without echoing what is typed. */
  askSecret(prompt: string): Promise<string>;
}

export interface CliCommand {
  name: string;
  /** e.g. `backup <file>` */
  usage: string;
  /** One line for `--help`. */
  summary: string;
  run(args: readonly string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number>;
}

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}
