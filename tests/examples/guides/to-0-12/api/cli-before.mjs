import { runCLI } from '@rstest/core';

// `node cli-before.mjs run` does what `rstest run` does.
runCLI();
