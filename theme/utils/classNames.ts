/** Joins the class names that are set: `classNames('a', cond && 'b')`. */
export const classNames = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
