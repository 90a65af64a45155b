Hello, {{name}}! Welcome to {{app}}.
