import { expect, test } from '@rstest/core';
import { renderBadge } from './badge';

test('renders the count into the page', () => {
  const app = document.querySelector('#app')!;
  renderBadge(app, 120);
  expect(app.querySelector('.badge')?.textContent).toBe('99+');
});

test('ran both setup files, shared first', () => {
  expect((globalThis as { setupLog?: string[] }).setupLog).toEqual(['shared', 'b']);
});
