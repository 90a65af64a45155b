export interface Item {
  sku: string;
  cents: number;
  quantity: number;
}

export function addItem(items: Item[], item: Item): Item[] {
  const existing = items.find((i) => i.sku === item.sku);
  if (existing) {
    return items.map((i) => (i.sku === item.sku ? { ...i, quantity: i.quantity + item.quantity } : i));
  }
  return [...items, item];
}

export function total(items: Item[]): number {
  return items.reduce((sum, i) => sum + i.cents * i.quantity, 0);
}
