(globalThis as { setupLog?: string[] }).setupLog = ['shared'];
