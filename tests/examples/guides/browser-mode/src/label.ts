import './label.css';

// Adds a label to the page. When the text does not fit, the full text becomes the label's tooltip.
export function renderLabel(text: string): HTMLSpanElement {
  const label = document.createElement('span');
  label.className = 'label';
  label.textContent = text;
  document.body.append(label);
  // The text is wider than its box when label.css cuts it off with an ellipsis.
  if (label.scrollWidth > label.clientWidth) label.title = text;
  return label;
}
