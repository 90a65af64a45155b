// Runs in every worker before any test file: keep 50 stack frames instead of 10.
Error.stackTraceLimit = 50;
