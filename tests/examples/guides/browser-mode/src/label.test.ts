import { afterEach, expect, test } from '@rstest/core';
import { renderLabel } from './label';

afterEach(() => {
  document.body.innerHTML = '';
});

test('the stylesheet sets the width of the label', () => {
  const label = renderLabel('Invoices');
  expect(label.getBoundingClientRect().width).toBe(120);
});

test('a label too long for its width shows its text as a tooltip', () => {
  const label = renderLabel('Invoices paid in the last twelve months');
  expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  expect(label.title).toBe('Invoices paid in the last twelve months');
});

test('a label that fits has no tooltip', () => {
  const label = renderLabel('Invoices');
  expect(label.title).toBe('');
});
