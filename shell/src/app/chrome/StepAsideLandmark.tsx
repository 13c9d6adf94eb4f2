// The layout's aside (spec section 2: layout with header, content and aside), there only while the step puts
// something into it (issue 19: steps 4-7 had an empty <aside>). A remote's Aside slot may be missing (steps
// 4-7), still loading, failed, or render nothing for the visitor's choices (step 2's custom-date panel with a
// preset advisor); only what reaches the page tells. So the slot renders through a portal into a container
// of its own, kept while the step is shown, and the <aside> landmark exists only while that container holds
// anything, the container then moved into it. React's context and events pass through the portal as usual.
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function StepAsideLandmark({ children }: { children: ReactNode }) {
  const [container] = useState(() => document.createElement('div'));
  const [hasContent, setHasContent] = useState(false);

  useLayoutEffect(() => {
    const update = () => setHasContent(container.hasChildNodes());
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true });
    return () => observer.disconnect();
  }, [container]);

  const attach = useCallback(
    (aside: HTMLElement | null) => {
      if (aside && container.parentNode !== aside) aside.appendChild(container);
    },
    [container],
  );

  return (
    <>
      {createPortal(children, container)}
      {hasContent && <aside className="checkout__aside" ref={attach} />}
    </>
  );
}
