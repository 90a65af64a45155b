// Tries both names of the entry point that @rstest/browser loads from @rstest/core.
for (const entry of ['@rstest/core/browser', '@rstest/core/internal/browser']) {
  try {
    await import(entry);
    console.log(`${entry}: loaded`);
  } catch (error) {
    console.log(`${entry}: ${error.code}`);
  }
}
