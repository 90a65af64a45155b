import { useFrontmatter, useLang } from '@rspress/core/runtime';
import { HomeLayout as BaseHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';
import { HomeHero } from '../HomeHero';
import { ToolStack } from '../ToolStack';

/** The feature cards as a Markdown list (without their icons). */
function FeatureList() {
  const { frontmatter } = useFrontmatter();
  const separator = useLang() === 'zh' ? '：' : ': ';
  return (
    <ul>
      {frontmatter.features?.map(({ title, details }) => (
        <li key={title}>
          <strong>{title}</strong>
          {separator}
          {details}
        </li>
      ))}
    </ul>
  );
}

/**
 * Rspress's home layout, with the tool block after the features. For the Markdown copy of the page (llms.txt),
 * Rspress writes the hero from the frontmatter `hero`, which our hero does not use: there our hero and the feature
 * list are rendered instead.
 */
export default function HomeLayout(props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) {
    return (
      <>
        <HomeHero stars={false} />
        <FeatureList />
      </>
    );
  }
  return (
    <BaseHomeLayout
      {...props}
      afterFeatures={
        <>
          {props.afterFeatures}
          <ToolStack />
        </>
      }
    />
  );
}
