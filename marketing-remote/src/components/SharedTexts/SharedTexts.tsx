import { createContext, useContext } from 'react';
import { sharedTexts, type SharedTexts } from '../../content/shared';

/**
 * The words of the shared components, in the page's language: English unless a Spanish page's
 * entry (pages/<Page>/es.tsx) provides content/shared.es.ts, so English pages never load Spanish.
 */
const SharedTextsContext = createContext<SharedTexts>(sharedTexts);

export const SharedTextsProvider = SharedTextsContext.Provider;

export function useSharedTexts(): SharedTexts {
  return useContext(SharedTextsContext);
}
