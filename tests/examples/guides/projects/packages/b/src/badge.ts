export function renderBadge(target: Element, count: number) {
  target.innerHTML = `<span class="badge">${count > 99 ? '99+' : count}</span>`;
}
