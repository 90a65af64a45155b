import { useFrontmatter } from '@rspress/core/runtime';
import { HomeFeature as BaseHomeFeature } from '@rspress/core/theme-original';
import { FEATURE_ICONS } from '../../site/feature-icons';
import './index.css';

/** Rspress's feature cards, with `icon: <name>` in the frontmatter resolved to our inline SVG icons. */
export function HomeFeature() {
  const { frontmatter } = useFrontmatter();
  const features = frontmatter.features?.map((feature) => ({
    ...feature,
    icon: FEATURE_ICONS[feature.icon] ?? feature.icon,
  }));
  return <BaseHomeFeature features={features} />;
}
