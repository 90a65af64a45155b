export type Cart = Map<string, number>;

export function addItem(cart: Cart, name: string, quantity = 1): Cart {
  return new Map(cart).set(name, (cart.get(name) ?? 0) + quantity);
}

export function removeItem(cart: Cart, name: string): Cart {
  const next = new Map(cart);
  next.delete(name);
  return next;
}
