import { expect, test } from '@rstest/core';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import TodoApp from './TodoApp.vue';
import { createTodoStore, todoStoreKey } from './todos';

function mountApp() {
  const store = createTodoStore();
  const wrapper = mount(TodoApp, { global: { provide: { [todoStoreKey]: store } } });
  return { store, wrapper };
}

test('adds a todo to the store', async () => {
  const { store, wrapper } = mountApp();

  await wrapper.get('input[aria-label="New todo"]').setValue('Buy milk');
  await wrapper.get('form').trigger('submit');

  expect(store.todos).toEqual([{ id: 1, title: 'Buy milk', done: false }]);
  expect(wrapper.text()).toContain('1 left');
});

test('shows what the store holds, and toggles it', async () => {
  const { store, wrapper } = mountApp();
  store.add('Buy milk');
  store.add('Call Ada');
  // The store changed outside the component: wait for Vue to update the DOM.
  await nextTick();
  expect(wrapper.text()).toContain('2 left');

  await wrapper.findAll('input[type="checkbox"]')[0].setValue(true);

  expect(store.todos[0].done).toBe(true);
  expect(wrapper.text()).toContain('1 left');
});
