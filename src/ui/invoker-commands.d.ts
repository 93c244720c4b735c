import 'react';

// HTML invoker commands (a button that opens or closes a dialog with no script: Chromium 135, Firefox 144, Safari
// 26.2). React passes the lower-case attributes through; its types do not know them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
