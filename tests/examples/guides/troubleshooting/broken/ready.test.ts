import { EventEmitter, once } from 'node:events';
import { expect, test } from '@rstest/core';

test('the server becomes ready', async () => {
  const server = new EventEmitter();
  await once(server, 'ready');
  server.emit('ready');
  expect(server.listenerCount('ready')).toBe(0);
}, 500);
