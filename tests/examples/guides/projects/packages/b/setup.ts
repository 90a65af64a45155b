(globalThis as { setupLog?: string[] }).setupLog?.push('b');
document.body.innerHTML = '<main id="app"></main>';
