// Bundles the visualizer (www/) and the pencilmark npm package (pkg/) into dist/.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (_env, argv) => ({
  entry: './www/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: argv.mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
    clean: true,
  },
  // The package finds its .wasm through new URL(…, import.meta.url): an asset.
  experiments: { css: true },
  resolve: {
    alias: {
      // The page takes the package's JS from its sources in npm/, and the
      // solver's worker (npm/worker.js) imports the wasm and its glue from
      // ./wasm/, which only the built package (pkg/, scripts/build-wasm.sh)
      // has.
      [path.resolve(__dirname, 'npm/wasm')]: path.resolve(__dirname, 'pkg/wasm'),
    },
  },
  devtool: argv.mode === 'production' ? false : 'eval-cheap-module-source-map',
  plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
  performance: {
    // The solver's .wasm is a single download the page cannot start without.
    assetFilter: (file) => !file.endsWith('.wasm'),
  },
  devServer: {
    // Every interface, so that a phone on the same network can open the
    // page.
    host: '0.0.0.0',
    port: 8080,
    static: false,
    // The live-reload socket goes back to the address the page came from,
    // whichever host the server was told to listen on.
    client: { overlay: { warnings: false }, webSocketURL: 'auto://0.0.0.0:0/ws' },
  },
});
