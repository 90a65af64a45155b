import {
  PackageManagerTabs as BasePackageManagerTabs,
  type PackageManagerTabProps,
} from '@rspress/core/theme-original';
import { managerCommands } from './commands';

/** Rspress's package-manager tabs (same look, same remembered choice), with the four managers of the spec. */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  if (typeof props.command !== 'string') return <BasePackageManagerTabs {...props} />;
  const { command, exec, dlx, additionalTabs = [] } = props;
  const commands = managerCommands(command, { exec, dlx }, additionalTabs.map(({ tool }) => tool));
  return <BasePackageManagerTabs command={commands} additionalTabs={additionalTabs} />;
}
