import { expect, rs, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';

test('searches for what the user typed', async () => {
  const user = userEvent.setup();
  const onSearch = rs.fn();
  render(<SearchBox onSearch={onSearch} />);

  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  await user.type(screen.getByLabelText('Search books'), '  dune ');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(onSearch).toHaveBeenCalledExactlyOnceWith('dune');
});

test('Enter submits the form', async () => {
  const user = userEvent.setup();
  const onSearch = rs.fn();
  render(<SearchBox onSearch={onSearch} />);

  await user.type(screen.getByRole('textbox'), 'emma{Enter}');

  expect(onSearch).toHaveBeenCalledWith('emma');
});
