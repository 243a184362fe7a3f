// react-hot-toast styles its toasts with goober, which writes its CSS into a <style id="_goober"> element:
// inline CSS, refused by the console's Content-Security-Policy (style-src has no 'unsafe-inline'). goober
// writes into window._goober when it is set, so it gets a constructed style sheet instead (the CSSOM, which
// the policy does not govern). Imported first by bootstrap.tsx: react-hot-toast writes keyframes as soon as
// it is evaluated. The production e2e checks that no screen reports a violation.
const holder = globalThis as { _goober?: unknown };

if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && !holder._goober) {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  let css = '';
  // What goober uses of its <style>: a parent (so it is not appended) and the text node it reads and writes.
  holder._goober = {
    parentNode: document.head,
    firstChild: {
      get data() {
        return css;
      },
      set data(text: string) {
        css = text;
        sheet.replaceSync(text);
      },
    },
  };
}

export {};
