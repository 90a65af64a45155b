// The search panel's code, in a chunk of its own that theme/SearchPanel loads on first use.
export { SearchPanel as default } from '@rspress/core/dist/theme/components/Search/SearchPanel.js';
// After Rspress's stylesheet (imported by the line above), so that these rules come later in the chunk's CSS.
import './index.css';
