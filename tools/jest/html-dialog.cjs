// jsdom has HTMLDialogElement but none of its modal behaviour (no showModal, no close, no close request).
// What the kit relies on, as the HTML standard has it: showModal() opens and remembers the focused element,
// close() gives focus back to it and queues `close`, requestClose() fires a cancelable `cancel` and closes
// unless it is cancelled, and an Escape keydown nobody cancelled is such a request to the topmost modal. Inertness, the top layer and
// focusing steps are left out (the kit focuses explicitly); Chromium checks the real thing in console-e2e.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  /** The top layer's modal dialogs, topmost last. */
  const modals = [];
  const previouslyFocused = new WeakMap();

  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open && modals.includes(this)) return;
    if (this.open || !this.isConnected) throw new DOMException('The dialog cannot be shown as a modal.', 'InvalidStateError');
    previouslyFocused.set(this, this.ownerDocument.activeElement);
    this.open = true;
    modals.push(this);
  };

  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.open = false;
    if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
    const previous = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    if (previous?.isConnected) previous.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };

  HTMLDialogElement.prototype.requestClose = function requestClose() {
    if (this.open && this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  };

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    modals
      .filter((dialog) => dialog.isConnected && dialog.open)
      .at(-1)
      ?.requestClose();
  });
}
