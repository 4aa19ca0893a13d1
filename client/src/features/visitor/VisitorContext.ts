import { createContext } from 'react';
import type { VisitorIdentity } from './visitor-identity';

export const VisitorContext = createContext<VisitorIdentity | null>(null);
