// Bundling options of the renderer shared by vite (web) and electron-vite (desktop): both build src/.

/**
 * antd's own packages (@rc-component/*, @ant-design/*) do not declare `sideEffects`, so a module the app never
 * uses stays in the bundle because something imports it from a package index. antd's form context imports
 * only `FormProvider` from @rc-component/form's index, and that kept the whole field-form and async-validator
 * (13 kB gzip) in the dashboard frame. None of their modules is imported for its side effects alone (no bare
 * `import './x'`), and a module that is used keeps all of its statements, so declaring them free of side effects
 * only drops what nothing uses. bench/bundle-size.mjs measures the result.
 */
export const rendererTreeshake = {
  moduleSideEffects: [
    { test: /node_modules[\\/](@rc-component|@ant-design)[\\/].*\.js$/, sideEffects: false },
  ],
};

/**
 * What every page's first load needs (React, the router, MobX, Lingui and the i18n seam) as one chunk: left to
 * the default splitting, the modules shared by the start chunk and the lazily loaded screens came as a dozen
 * small files, each compressed on its own (bench/bundle-size.mjs measures the difference).
 */
export const rendererCodeSplitting = {
  groups: [
    {
      name: 'shell',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|@lingui[\\/]core)[\\/]|[\\/]src[\\/]i18n[\\/](index|language)\.tsx?$/,
    },
  ],
};
