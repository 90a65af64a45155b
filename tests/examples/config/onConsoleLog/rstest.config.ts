import { defineConfig } from '@rstest/core';

export default defineConfig({
  onConsoleLog(content, type) {
    // Drop the chatty progress lines; warnings and errors (stderr) still show.
    if (type === 'stdout' && content.startsWith('progress:')) return false;
  },
});
