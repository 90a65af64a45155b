// Build output: a compiled copy of src/dist/normal.test.ts that must not run.
throw new Error('dist/ should be excluded');
