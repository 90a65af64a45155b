import { test } from '@rstest/core';

test('prints what the environment provides', () => {
  console.log(
    [
      navigator.userAgent,
      `matchMedia: ${typeof window.matchMedia}`,
      `ResizeObserver: ${typeof globalThis.ResizeObserver}`,
      `innerText: ${typeof document.body.innerText}`,
      `body width: ${document.body.getBoundingClientRect().width}`,
    ].join('\n'),
  );
});
