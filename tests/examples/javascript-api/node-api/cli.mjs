import { runCLI } from '@rstest/core/api';

// Reads process.argv: `node cli.mjs run cart` does what `rstest run cart` does.
runCLI();
