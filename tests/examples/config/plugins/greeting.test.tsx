import { expect, test } from '@rstest/core';
import { renderToStaticMarkup } from 'react-dom/server';

function Greeting({ name }: { name: string }) {
  return <p className="greeting">Hello, {name}!</p>;
}

test('renders the greeting', () => {
  expect(renderToStaticMarkup(<Greeting name="Ada" />)).toBe('<p class="greeting">Hello, Ada!</p>');
});
