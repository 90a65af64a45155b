// Accessibility: Rspress components replaced by keyboard-operable, named versions (same classes and behaviour),
// and the site-wide colours, focus ring and skip-link look (styles.css). The skip link itself sits in theme/Layout.
import './styles.css';

export { LlmsViewOptions } from './LlmsViewOptions';
export { getCustomMDXComponent } from './mdxComponents';
export { Nav } from './Nav';
export { SearchButton } from './SearchButton';
export { Sidebar } from './Sidebar';
export { SocialLinks } from './SocialLinks';
export { SwitchAppearance } from './SwitchAppearance';
export { Tabs } from './Tabs';
