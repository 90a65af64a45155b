// The command each package-manager tab shows, without React or Rspress, so that it can be unit-tested.

/** SPEC-COVERAGE O4: npm, yarn, pnpm and bun variants. Rspress adds a Deno tab, which Rstest (a Node.js tool) does not need. */
const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
type Manager = (typeof MANAGERS)[number];

/** How each manager runs a package binary: `dlx` fetches it from the registry, `exec` uses the installed one. */
const DLX_PREFIX: Record<Manager, string> = { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' };
const EXEC_PREFIX: Record<Manager, string> = { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' };

function variant(manager: Manager, command: string, { exec, dlx }: CommandOptions): string {
  const prefix = dlx ? DLX_PREFIX[manager] : exec ? EXEC_PREFIX[manager] : manager;
  // yarn, pnpm and bun install a package with `add`; a bare `install` (all dependencies) stays as it is.
  const spelled = manager !== 'npm' && /^install\s+[^-\s]/.test(command) ? command.replace(/^install/, 'add') : command;
  return `${prefix} ${spelled}`;
}

interface CommandOptions {
  exec?: boolean;
  dlx?: boolean;
}

/** The command of each tab: npm, yarn, pnpm and bun. */
export function managerCommands(command: string, options: CommandOptions): Record<Manager, string> {
  return Object.fromEntries(MANAGERS.map((manager) => [manager, variant(manager, command, options)])) as Record<
    Manager,
    string
  >;
}
