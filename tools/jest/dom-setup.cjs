require('@testing-library/jest-dom');

// jsdom has no object URLs; previews of picked files only need a unique blob: address to point at.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
// jsdom's <dialog> cannot be shown as a modal; the kit's dialogs are.
require('./html-dialog.cjs');
// The screens wait for real things: a search debounced 500 ms, then the reference API's answer. On a
// busy machine that takes more than Testing Library's 1 s default for findBy/waitFor; asking longer
// changes no expectation, only how long a failing one takes to fail.
require('@testing-library/react').configure({ asyncUtilTimeout: 6000 });
