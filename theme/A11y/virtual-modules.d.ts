/** Rspress's generated module: the SVG markup of each built-in social icon used in the config, by icon name. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
