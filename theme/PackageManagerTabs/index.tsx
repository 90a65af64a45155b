import { Tab } from '@rspress/core/theme-original';
import { getCustomMDXComponent } from '../MdxComponents';
import { Tabs } from '../Tabs';
import { managerCommands } from './commands';

export interface PackageManagerTabsProps {
  /** The command after the manager's name, written for npm: `add @rstest/core -D`. */
  command: string;
  /** Run an installed package binary (`npx`, `yarn`, `pnpm`, `bun`). */
  exec?: boolean;
  /** Fetch and run a package binary (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`). */
  dlx?: boolean;
}

/** Rspress's tab group for package managers: one choice remembered across the site. */
const GROUP_ID = 'package.manager';

/**
 * npm, yarn, pnpm and bun variants of one command (SPEC §2), in tabs that remember the reader's choice under the
 * same key as Rspress's. Rspress's own component labels each tab with a logo and adds a Deno tab; the logos would
 * weigh about 3 kB (gzip) in the first load of every page, so the labels here are the names alone.
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const commands = Object.entries(managerCommands(command, { exec, dlx }));
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId={GROUP_ID}>
      {commands.map(([manager, line]) => {
        const [binary, ...rest] = line.split(' ');
        return (
          <Tab key={manager} label={manager}>
            {import.meta.env.SSG_MD ? (
              `\`\`\`sh\n${line}\n\`\`\`\n`
            ) : (
              // The look of a highlighted shell block: the binary as a function, the rest as a string.
              // Focusable like Shiki's blocks, so a command too long for the screen can be scrolled from the keyboard.
              <Pre
                lang="bash"
                tabIndex={0}
                className="shiki css-variables"
                style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
              >
                <code style={{ whiteSpace: 'pre' }}>
                  <span className="line">
                    <span style={{ color: 'var(--shiki-token-function)' }}>{binary}</span>
                    <span style={{ color: 'var(--shiki-token-string)' }}>{` ${rest.join(' ')}`}</span>
                  </span>
                </code>
              </Pre>
            )}
          </Tab>
        );
      })}
    </Tabs>
  );
}
