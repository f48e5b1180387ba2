// The web unit tests run the app on Preact, as the build does (vitest.shared.ts reactOnPreact). Vite's aliases reach
// the ES modules it transforms; a CommonJS library that Node loads itself (use-sync-external-store, under
// @xstate/react's useSelector) requires React by name, so its requires of React are sent to the same Preact modules.
import Module, { createRequire } from 'node:module';
import { reactOnPreact } from '~/web/reactOnPreact';

// web/vitest.config.ts names the repository's root (import.meta.url is not a file's address under jsdom)
const requireHere = createRequire(`${process.env.WEB_TEST_ROOT}package.json`);
type Resolve = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolve = modules._resolveFilename;
modules._resolveFilename = function (request, ...rest) {
  const alias = reactOnPreact.find(({ find }) => find.test(request));
  return alias ? requireHere.resolve(alias.replacement) : resolve.call(this, request, ...rest);
};

// React listens for `change` on text fields; Preact, like the browser as one types, for `input` (its compat layer
// turns onChange on an input or textarea into oninput, except on file, checkbox and radio inputs). testing-library's
// React wrapper already bridges such gaps (its blur also fires focusout); this does the same for change, so a test's
// `fireEvent.change(field, { target: { value } })` is heard as typing is.
const { fireEvent } = await import('@testing-library/react');
const change = fireEvent.change;
fireEvent.change = (element, init) => {
  const answered = change(element, init);
  const textField =
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !/^(file|checkbox|radio)$/.test(element.type));
  return textField ? fireEvent.input(element) && answered : answered;
};
