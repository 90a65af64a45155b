import { priceList } from '@/pricing';

const list = document.createElement('ul');
for (const line of priceList()) {
  const item = document.createElement('li');
  item.textContent = line;
  list.append(item);
}
document.body.append(list);
