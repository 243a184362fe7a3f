require('@testing-library/jest-dom');

// jsdom has no object URLs; previews of picked files only need a unique blob: address to point at.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
// jsdom's <dialog> cannot be shown as a modal; the kit's dialogs are.
require('./html-dialog.cjs');
