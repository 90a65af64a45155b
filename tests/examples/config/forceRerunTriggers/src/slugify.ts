export const slugify = (title: string) => title.trim().toLowerCase().replace(/\W+/g, '-');
