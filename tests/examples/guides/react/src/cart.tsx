import { createContext, type ReactNode, useContext, useState } from 'react';

interface Cart {
  items: string[];
  add: (title: string) => void;
}

const CartContext = createContext<Cart | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<string[]>([]);
  const add = (title: string) => setItems((current) => [...current, title]);
  return <CartContext value={{ items, add }}>{children}</CartContext>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart() must be used inside <CartProvider>');
  return cart;
}
