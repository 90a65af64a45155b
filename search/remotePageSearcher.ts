// Takes the place of Rspress's PageSearcher in remote mode (swapped in by ./plugin.ts).
export { RemoteSearcher as PageSearcher } from './remoteSearcher';
