// A link to another page opens it at its top, as a full page load would: without this, following
// "Request this tutor" or a directory card from lower down a long page landed in the middle of the
// next one. Back and forward (POP) keep the browser's own scroll restoration.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';

export function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger
  useLayoutEffect(() => {
    // scrollTop, not window.scrollTo: the same in every browser, and quiet in the test DOM.
    if (navigationType === 'PUSH' && document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [pathname]);
}
