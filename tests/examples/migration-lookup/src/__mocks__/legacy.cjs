exports.greet = (name) => `fake hello ${name}`;
