/** Vite's `?raw` imports in jest: the file's text as the module's default export. */
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
