import { useEffect, useState } from 'react';

export function UserCard({ id }: { id: number }) {
  const [user, setUser] = useState<{ name: string; books: number }>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch(`/api/users/${id}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then(setUser, () => setFailed(true));
  }, [id]);

  if (failed) return <p role="alert">Could not load user {id}</p>;
  if (!user) return <p>Loading…</p>;
  return (
    <article>
      <h2>{user.name}</h2>
      <p>{user.books} books</p>
    </article>
  );
}
