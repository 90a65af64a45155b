import path from 'node:path';
import { loadConfig } from '@rstest/core';

const here = import.meta.dirname;

// The rstest.config.ts of this folder.
const { content, filePath, dependencies } = await loadConfig({ cwd: here });
console.log('filePath:', path.relative(here, filePath));
console.log('dependencies:', dependencies);
console.log('testTimeout:', content.testTimeout);
console.log('projects:', content.projects);

// A folder without a config file.
console.log(await loadConfig({ cwd: path.join(here, 'tools') }));

// A config file that does not exist.
try {
  await loadConfig({ cwd: here, path: 'missing.config.ts' });
} catch (error) {
  console.log(error.message.replace(here, '.'));
}
