// Lets TypeScript import .vue files, typed as components that accept any props.
declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent<{}, {}, any>;
  export default component;
}
