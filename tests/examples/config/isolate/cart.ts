const items: string[] = [];

export function addItem(item: string) {
  items.push(item);
}

export function cartItems() {
  return [...items];
}
