import { page } from '@rstest/browser';
import { expect, test } from '@rstest/core';

test('Tab moves the focus from one field to the next', async () => {
  document.body.innerHTML = `
    <label>Name <input name="name"></label>
    <label>Email <input name="email" type="email"></label>
  `;
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Name').press('Tab');
  await expect.element(page.getByLabel('Email')).toBeFocused();
});

test('a click from the page is a trusted event', async () => {
  document.body.innerHTML = '<button type="button">Save</button>';
  const button = document.querySelector('button') as HTMLButtonElement;
  let trusted = false;
  button.addEventListener('click', (event) => {
    trusted = event.isTrusted;
  });
  await page.getByRole('button', { name: 'Save' }).click();
  expect(trusted).toBe(true);
});
