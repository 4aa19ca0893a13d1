/*
 * "You have unsaved changes": a dirty form holds in-app navigation (react-router's useBlocker; the caller shows a
 * dialog to stay or leave) and asks the browser to confirm a reload or a closed tab (beforeunload). `markSaved`
 * lets the navigation that follows a successful save through, before the form has re-rendered as clean.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

export interface UnsavedChangesWarning {
  blocker: Blocker;
  markSaved: () => void;
}

export function useUnsavedChangesWarning(dirty: boolean): UnsavedChangesWarning {
  const dirtyRef = useRef(dirty);
  const savedRef = useRef(false);
  dirtyRef.current = dirty;
  // Once the form is clean again, a later edit warns again.
  if (!dirty) savedRef.current = false;
  const shouldWarn = () => dirtyRef.current && !savedRef.current;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldWarn() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldWarn()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, []);

  const markSaved = useCallback(() => {
    savedRef.current = true;
  }, []);
  return { blocker, markSaved };
}
