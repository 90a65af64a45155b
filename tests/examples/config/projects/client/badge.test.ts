import { expect, test } from '@rstest/core';

test('renders into the document', () => {
  document.body.innerHTML = '<span class="badge">New</span>';
  expect(document.querySelector('.badge')?.textContent).toBe('New');
});
