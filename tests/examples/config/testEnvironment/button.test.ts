import { expect, test } from '@rstest/core';

test('renders a button into the document', () => {
  document.body.innerHTML = '<button type="submit">Save</button>';
  expect(document.querySelector('button')?.textContent).toBe('Save');
});
