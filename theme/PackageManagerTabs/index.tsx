import { Tab } from '@rspress/core/theme-original';
import { useLayoutEffect, useRef } from 'react';
import { getCustomMDXComponent } from '../MdxComponents';
import { useScrollsSideways } from '../ScrollableTable';
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
 * npm, yarn, pnpm and bun variants of one command (SPEC-COVERAGE O3, O4), in tabs that remember the reader's choice
 * under the same key as Rspress's. Rspress's own component labels each tab with a logo and adds a Deno tab; the logos
 * would weigh about 3 kB (gzip) in the first load of every page, so the labels here are the names alone.
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const commands = Object.entries(managerCommands(command, { exec, dlx }));
  return (
    <Tabs groupId={GROUP_ID}>
      {commands.map(([manager, line]) => (
        <Tab key={manager} label={manager}>
          {import.meta.env.SSG_MD ? `\`\`\`sh\n${line}\n\`\`\`\n` : <CommandBlock line={line} />}
        </Tab>
      ))}
    </Tabs>
  );
}

/**
 * One command with the look of a highlighted shell block: the binary as a function, the rest as a string. A command
 * too long for the screen scrolls sideways, and is then focusable so the keyboard can scroll it (axe:
 * scrollable-region-focusable), without a tab stop for the commands that fit.
 */
function CommandBlock({ line }: { line: string }) {
  const Pre = getCustomMDXComponent().pre;
  const code = useRef<HTMLElement>(null);
  const scrollContainer = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    scrollContainer.current = code.current?.closest<HTMLElement>('.rp-codeblock__content__scroll-container') ?? null;
  });
  const scrolls = useScrollsSideways(scrollContainer);
  const [binary, ...rest] = line.split(' ');
  return (
    <Pre
      lang="bash"
      tabIndex={scrolls ? 0 : undefined}
      className="shiki css-variables"
      style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
    >
      <code ref={code} style={{ whiteSpace: 'pre' }}>
        <span className="line">
          {/* The token classes of highlighted blocks (theme/Root/code.css): function, string. */}
          <span className="sk-f">{binary}</span>
          <span className="sk-s">{` ${rest.join(' ')}`}</span>
        </span>
      </code>
    </Pre>
  );
}
