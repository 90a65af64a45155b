import { useCart } from './cart';

export function CartButton({ title }: { title: string }) {
  const { items, add } = useCart();
  return (
    <button type="button" onClick={() => add(title)}>
      Add {title} ({items.length} in cart)
    </button>
  );
}
