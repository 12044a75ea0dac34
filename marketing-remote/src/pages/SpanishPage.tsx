import type { ReactNode } from 'react';
import { SharedTextsProvider } from '../components/SharedTexts/SharedTexts';
import { sharedTexts } from '../content/shared.es';

/** Wraps a Spanish page entry: the shared components speak Spanish inside it. */
export function SpanishPage({ children }: { children: ReactNode }) {
  return <SharedTextsProvider value={sharedTexts}>{children}</SharedTextsProvider>;
}
