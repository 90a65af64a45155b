import { createServer } from 'node:http';
import { greet } from '@/greet';

createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://localhost').searchParams.get('name') ?? 'guest';
  response.end(greet(name));
}).listen(3000);
