// Compiles `import` and `export` to `require` for Jest.
module.exports = {
  presets: [['@babel/preset-env', { targets: { node: 'current' } }]],
};
