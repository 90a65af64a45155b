// Build side of the remote mode: RemoteSearcher behind Rspress's search panel, in place of the local engine.
import path from 'node:path';
import { searcherPlugin } from './plugin';

export const remoteSearchPlugin = () =>
  searcherPlugin('rstest-docs-remote-search', path.join(import.meta.dirname, 'remotePageSearcher.ts'));
