import { expect, rs, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { UserCard } from './UserCard';

test('shows the user once the request answers', async () => {
  const fetchMock = rs.fn(async () => Response.json({ name: 'Ada', books: 3 }));
  rs.stubGlobal('fetch', fetchMock);

  render(<UserCard id={7} />);

  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
  expect(screen.getByText('3 books')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/users/7');
});

test('shows an error when the request fails', async () => {
  rs.stubGlobal('fetch', rs.fn(async () => new Response(null, { status: 500 })));

  render(<UserCard id={7} />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load user 7');
});
