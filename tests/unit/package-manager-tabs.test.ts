// SPEC-COVERAGE O4: package-manager tabs show npm, yarn, pnpm and bun variants (Rspress adds Deno; ours does not).
import { describe, expect, test } from '@rstest/core';
import { managerCommands } from '../../theme/PackageManagerTabs/commands';

describe('package-manager tab commands', () => {
  test('a plain command gets one variant per manager, npm first and no Deno', () => {
    expect(managerCommands('add @rstest/core -D', {})).toEqual({
      npm: 'npm add @rstest/core -D',
      yarn: 'yarn add @rstest/core -D',
      pnpm: 'pnpm add @rstest/core -D',
      bun: 'bun add @rstest/core -D',
    });
  });

  test('installing a package is spelled `add` outside npm; a bare install stays', () => {
    expect(managerCommands('install jsdom -D', {})).toMatchObject({ npm: 'npm install jsdom -D', pnpm: 'pnpm add jsdom -D' });
    expect(managerCommands('install', {})).toMatchObject({ yarn: 'yarn install', bun: 'bun install' });
  });

  test('exec runs the installed binary, dlx fetches it first', () => {
    expect(managerCommands('rstest run', { exec: true })).toEqual({
      npm: 'npx rstest run',
      yarn: 'yarn rstest run',
      pnpm: 'pnpm rstest run',
      bun: 'bun rstest run',
    });
    expect(managerCommands('rstest init', { dlx: true })).toEqual({
      npm: 'npx rstest init',
      yarn: 'yarn dlx rstest init',
      pnpm: 'pnpm dlx rstest init',
      bun: 'bunx rstest init',
    });
  });
});
