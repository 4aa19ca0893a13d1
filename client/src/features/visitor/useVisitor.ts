import { useContext } from 'react';
import { VisitorContext } from './VisitorContext';
import type { VisitorIdentity } from './visitor-identity';

export function useVisitor(): VisitorIdentity {
  const identity = useContext(VisitorContext);
  if (!identity) {
    throw new Error('useVisitor must be used inside <VisitorProvider>');
  }
  return identity;
}
