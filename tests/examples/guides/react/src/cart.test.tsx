import { expect, test } from '@rstest/core';
import { act, renderHook } from '@testing-library/react';
import { CartProvider, useCart } from './cart';

test('adds items to the cart', () => {
  const { result } = renderHook(() => useCart(), { wrapper: CartProvider });

  act(() => result.current.add('Dune'));
  act(() => result.current.add('Emma'));

  expect(result.current.items).toEqual(['Dune', 'Emma']);
});
