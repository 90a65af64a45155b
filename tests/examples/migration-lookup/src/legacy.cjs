exports.greet = (name) => `hello ${name}`;
