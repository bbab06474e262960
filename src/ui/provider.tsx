'use client';
// Chakra v3 provider snippet, with the app's system (./theme.ts); light mode only.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

// The global sheet (reset, global CSS, token variables) arrives as a stylesheet built from this same system
// (scripts/chakra-global-css.ts) with the shell (src/App.tsx), so the provider is given none to serialize and insert
// at run time. It is loaded by the first part of a page that draws with Chakra (./chakra-scope.tsx).
const runtimeSystem = { ...system, _global: [] };

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={runtimeSystem}>{children}</ChakraProvider>;
}
