import { type FormEvent, useState } from 'react';

export function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(query.trim());
  }

  return (
    <form role="search" onSubmit={submit}>
      <label>
        Search books
        <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <button type="submit" disabled={query.trim() === ''}>
        Search
      </button>
    </form>
  );
}
