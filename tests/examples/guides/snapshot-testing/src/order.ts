export interface LineItem {
  sku: string;
  quantity: number;
  unitCents: number;
}

export function summarizeOrder(id: string, items: LineItem[]) {
  const totalCents = items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
  return {
    id,
    lines: items.map((item) => `${item.quantity} x ${item.sku}`),
    total: `$${(totalCents / 100).toFixed(2)}`,
  };
}

export function renderReceipt(id: string, items: LineItem[]): string {
  const summary = summarizeOrder(id, items);
  const lines = summary.lines.map((line) => `  <li>${line}</li>`);
  return [`<h1>Order ${summary.id}</h1>`, '<ul>', ...lines, '</ul>', `<p>Total: ${summary.total}</p>`, ''].join('\n');
}
