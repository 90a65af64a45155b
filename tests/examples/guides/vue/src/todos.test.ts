import { expect, test } from '@rstest/core';
import { createTodoStore } from './todos';

test('counts the todos left', () => {
  const store = createTodoStore();
  store.add('Buy milk');
  store.add('Call Ada');
  store.toggle(1);

  expect(store.remaining.value).toBe(1);
  store.remove(2);
  expect(store.remaining.value).toBe(0);
});
