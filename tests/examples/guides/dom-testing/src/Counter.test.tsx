import { expect, test } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Counter } from './Counter';

test('starts at zero', () => {
  render(<Counter label="Cups" />);
  expect(screen.getByText('Cups: 0')).toBeInTheDocument();
});

test('counts clicks', () => {
  render(<Counter label="Cups" />);
  fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
  expect(screen.getByText('Cups: 1')).toBeInTheDocument();
});

test('gets a URL for the image and no styles from the CSS', () => {
  const { container } = render(<Counter label="Cups" />);
  expect(container.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
  // counter.css sets display: flex, but the stylesheet never reaches the document.
  expect(container.firstElementChild).toHaveStyle({ display: 'block' });
});
