import { expect, rs as vi, test } from '@rstest/core';
import * as greetings from './greeting';

test('mock functions and spies work through the alias', () => {
  const welcome = vi.fn((name: string) => `Welcome, ${name}`);
  const spy = vi.spyOn(greetings, 'greeting');
  greetings.greeting(welcome('Ada'));
  expect(spy).toHaveBeenCalledWith('Welcome, Ada');
  spy.mockRestore();
});
