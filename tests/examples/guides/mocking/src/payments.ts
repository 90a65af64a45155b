export async function charge(amount: number): Promise<string> {
  const response = await fetch('https://payments.example.com/charge', {
    method: 'POST',
    body: JSON.stringify({ amount }),
  });
  const { id } = (await response.json()) as { id: string };
  return id;
}
