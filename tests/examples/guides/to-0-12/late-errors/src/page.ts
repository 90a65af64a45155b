import { recordVisit } from './analytics';

export function openPage(title: string): string {
  // Fire and forget: the page does not wait for the analytics call.
  void recordVisit(title);
  return `<h1>${title}</h1>`;
}
