import { bringComponent } from '../utils/pageCode';
import HomeLayout from './HomeLayout';

/**
 * What the home pages' own script calls (docs/<lang>/index.mdx). Importing it brings the home layout's code with
 * the page's chunk: the hero and the tool block are ready when the page hydrates, yet in no other page's first load.
 */
export function bringHomeLayout(): void {
  bringComponent('home', HomeLayout);
}
