import { useEffect, useState } from 'react';
import { Button, LoadingIndicator, PageStatus } from 'ui';
import { useChrome } from '../layout/chrome';
import { useLoadingPlaceholder, useRequestFocus } from '../navigation/navigationState';

/** After this long without an answer, the page's place says so (the load goes on). */
export const SLOW_LOAD_NOTICE_MS = 5_000;

/**
 * Holds the place of a page whose code is loading. If it takes more than a few seconds, it says
 * so and offers "Try again"; the load itself goes on until it arrives or the hard time-out.
 */
export function PageLoading({ onRetry }: { onRetry: () => void }) {
  useLoadingPlaceholder();
  const { notices } = useChrome();
  const requestFocus = useRequestFocus();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!slow) return <LoadingIndicator label={notices.loadingPage} />;
  const retry = () => {
    // The button goes away with this screen: focus moves to the page once it is there.
    requestFocus();
    onRetry();
  };
  return (
    <PageStatus
      headingLevel={1}
      title={notices.stillLoading.title}
      message={notices.stillLoading.message}
      action={<Button onClick={retry}>{notices.stillLoading.tryAgain}</Button>}
    />
  );
}
