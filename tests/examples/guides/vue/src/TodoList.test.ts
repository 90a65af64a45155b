import { expect, test } from '@rstest/core';
import { mount } from '@vue/test-utils';
import { h } from 'vue';
import TodoList from './TodoList.vue';

const todos = [
  { id: 1, title: 'Buy milk', done: true },
  { id: 2, title: 'Call Ada', done: false },
];

test('falls back to the default slot content', () => {
  const wrapper = mount(TodoList, { props: { todos: [] } });

  expect(wrapper.get('h2').text()).toBe('Todos');
  expect(wrapper.text()).toContain('Nothing to do');
});

test('fills the named slot', () => {
  const wrapper = mount(TodoList, { props: { todos }, slots: { title: 'Today' } });

  expect(wrapper.get('h2').text()).toBe('Today');
});

test('renders each todo through the scoped slot', () => {
  const wrapper = mount(TodoList, {
    props: { todos },
    slots: {
      default: ({ todo }: { todo: (typeof todos)[number] }) => h('strong', todo.done ? `✓ ${todo.title}` : todo.title),
    },
  });

  expect(wrapper.findAll('strong').map((item) => item.text())).toEqual(['✓ Buy milk', 'Call Ada']);
});
