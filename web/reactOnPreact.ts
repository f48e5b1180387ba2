/**
 * The web app runs React's API on Preact's compat layer (issue 21: react-dom alone was ~60 KiB of a phone's first
 * 150 KiB). The build and the web unit tests resolve React through these, so the tests run what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
