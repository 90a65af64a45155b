import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { ProductMenu } from '../ProductMenu';
import { ToolStack } from '../ToolStack';

/** Rspress's layout with our additions in its slots: the product menu before the navbar title, the tool block after the features. */
export function Layout(props: LayoutProps) {
  return <BaseLayout beforeNavTitle={<ProductMenu />} afterFeatures={<ToolStack />} {...props} />;
}
