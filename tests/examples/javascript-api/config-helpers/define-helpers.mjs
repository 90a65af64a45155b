import { defineConfig, defineInlineProject, defineProject } from '@rstest/core';

const config = { testTimeout: 1_000 };
const createConfig = async () => config;

// Each helper returns its argument as it is: it exists for the types.
console.log(defineConfig(config) === config);
console.log(defineConfig(createConfig) === createConfig);
console.log(defineProject(config) === config);
console.log(defineInlineProject({ name: 'unit' }));
