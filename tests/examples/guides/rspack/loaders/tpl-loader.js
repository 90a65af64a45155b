// Turns a template file into a module whose default export fills in its {{placeholders}}.
export default function tplLoader(source) {
  const text = JSON.stringify(source.trim());
  return `export default (data) => ${text}.replace(/{{(\\w+)}}/g, (_, key) => String(data[key]));`;
}
