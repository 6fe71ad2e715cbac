// Nothing to configure for pencilmark: webpack 5 finds the wasm and the
// Worker through `new URL(…, import.meta.url)` and handles the package's
// top-level await. Production mode and no devtool: no eval in the output.
// Two pages: index.html (main.js, the whole package) and search.html
// (search.js, pencilmark/search alone, with its own smaller .wasm).
const path = require('path');

module.exports = {
  mode: 'production',
  devtool: false,
  entry: {
    main: './src/index.js',
    search: './src/search.js',
  },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  performance: {
    // The solver's .wasm is one download the site cannot work without.
    assetFilter: (file) => !file.endsWith('.wasm'),
  },
};
