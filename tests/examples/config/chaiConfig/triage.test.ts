import { expect, test } from '@rstest/core';

function triage(title: string) {
  const labels = ['bug', 'checkout', 'payments', 'regression'];
  if (title.includes('crash')) labels.push('p1');
  return { team: 'checkout', labels };
}

test('labels a checkout crash as urgent', () => {
  expect(triage('Checkout crash on submit').labels).toContain('urgent');
});

test('sends card problems to the payments team', () => {
  expect(triage('Card declined twice')).toEqual({ team: 'payments', labels: ['bug'] });
});
