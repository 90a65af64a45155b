import { runCLI } from '@rstest/core/api';

// `node cli.mjs run` does what `rstest run` does.
runCLI();
