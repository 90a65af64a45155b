// Our theme: Rspress's default theme, with the components below added or replaced.
export * from '@rspress/core/theme-original';
