import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider } from './cart';
import { CartButton } from './CartButton';

test('adds the book to the cart', async () => {
  const user = userEvent.setup();
  render(<CartButton title="Emma" />, { wrapper: CartProvider });

  await user.click(screen.getByRole('button'));

  expect(screen.getByRole('button')).toHaveTextContent('Add Emma (1 in cart)');
});
