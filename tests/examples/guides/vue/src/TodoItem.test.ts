import { expect, test } from '@rstest/core';
import { mount } from '@vue/test-utils';
import TodoItem from './TodoItem.vue';

test('renders its props', async () => {
  const wrapper = mount(TodoItem, { props: { title: 'Buy milk', done: false } });

  expect(wrapper.text()).toContain('Buy milk');
  expect(wrapper.classes()).not.toContain('done');

  await wrapper.setProps({ done: true });
  expect(wrapper.classes()).toContain('done');
  expect(wrapper.find('input').element.checked).toBe(true);
});

test('emits toggle and remove', async () => {
  const wrapper = mount(TodoItem, { props: { title: 'Buy milk', done: false } });

  await wrapper.find('input').setValue(true);
  await wrapper.find('button').trigger('click');

  // One array of arguments per emit.
  expect(wrapper.emitted('toggle')).toEqual([[true]]);
  expect(wrapper.emitted('remove')).toEqual([[]]);
});
