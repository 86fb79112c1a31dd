import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { CliError, type CliCommand, type CliIo } from './command.js';
import { backupCommand } from './commands/backup.js';
import { createOwnerCommand } from './commands/create-owner.js';
import { migrateCommand } from './commands/migrate.js';
import { moveToPostgresCommand } from './commands/move-to-postgres.js';
import { resetPasswordCommand } from './commands/reset-password.js';
import { restoreCommand } from './commands/restore.js';

/** The operator's tool, `npm run goodhours -- <command>`: every command it has, in the order `--help` lists them. */
export const COMMANDS: readonly CliCommand[] = [
  createOwnerCommand,
  resetPasswordCommand,
  migrateCommand,
  backupCommand,
  restoreCommand,
  moveToPostgresCommand,
];

const HELP = ['--help', '-h', 'help'];

function printHelp(io: CliIo): void {
  io.out('Usage: npm run goodhours -- <command> [arguments]');
  io.out('');
  io.out('Commands:');
  for (const c of COMMANDS) {
    io.out(`  ${c.usage}`);
    io.out(`      ${c.summary}`);
  }
  io.out('');
  io.out("The database is the server's: DATABASE_URL (PostgreSQL) when set, otherwise the embedded one in DATA_DIR (default ./data).");
}

/** Runs one command line; answers the exit code (0 done, 1 failed, 2 the operator's input was refused). */
export async function runCli(argv: readonly string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || HELP.includes(name)) {
    const about = args[0] && COMMANDS.find((c) => c.name === args[0]);
    if (about) io.out(`Usage: npm run goodhours -- ${about.usage}\n${about.summary}`);
    else printHelp(io);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Run \`npm run goodhours -- --help\` for the list of commands.`);
    return 2;
  }
  if (args.some((a) => HELP.slice(0, 2).includes(a))) {
    io.out(`Usage: npm run goodhours -- ${command.usage}\n${command.summary}`);
    return 0;
  }
  try {
    return await command.run(args, io, env);
  } catch (err) {
    if (err instanceof CliError) {
      io.err(err.message);
      return err.exitCode;
    }
    io.err(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    if (env.GOODHOURS_DEBUG === '1' && err instanceof Error && err.stack) io.err(err.stack);
    else io.err('(GOODHOURS_DEBUG=1 shows where.)');
    return 1;
  }
}

/** Reads one line from the terminal without showing it. */
function askSecret(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
    let answered = false;
    rl.on('SIGINT', () => rl.close());
    rl.on('close', () => {
      process.stderr.write('\n');
      if (!answered) reject(new CliError('Cancelled.', 130));
    });
    rl.question('', (answer) => {
      answered = true;
      rl.close();
      resolve(answer);
    });
  });
}

const terminalIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  interactive: process.stdin.isTTY === true,
  askSecret,
};

function isEntry(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntry()) {
  const code = await runCli(process.argv.slice(2), terminalIo, process.env);
  // Whatever a driver left open, the command is over: leave once the output is written.
  process.stdout.write('', () => process.exit(code));
}
