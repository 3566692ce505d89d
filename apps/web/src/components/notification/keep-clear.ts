// Keeps an open notification from covering controls (issue 14): the page gets room at its bottom as
// tall as the notification, so its last button can scroll above it, and the focused control (the
// button that raised it, usually) is scrolled clear of it at once.
const SPACE = '--notification-space';
const GAP = 12;

/** The control last focused: a submit button disabled while sending loses the focus to <body>. */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/** Returns the undo, to run when the notification closes. */
export function keepClearOfControls(notification: HTMLElement): () => void {
  const root = document.documentElement;
  const top = () => notification.getBoundingClientRect().top;
  if (notification.getBoundingClientRect().height === 0) return () => {};
  root.style.setProperty(SPACE, `${window.innerHeight - top() + GAP}px`);

  const active = document.activeElement;
  const focused = active && active !== document.body ? active : lastFocused?.isConnected ? lastFocused : null;
  if (focused instanceof HTMLElement && focused !== document.body && !notification.contains(focused)) {
    const overlap = focused.getBoundingClientRect().bottom + GAP - top();
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
  }
  return () => root.style.removeProperty(SPACE);
}
