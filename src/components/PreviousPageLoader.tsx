import { useEffect, useRef } from 'react';
import { useEvent, useInfinitePaginationContext } from 'react-admin';
import { Box } from '@mui/material';
import { Spinner } from './Spinner';

/**
 * Top counterpart of <InfinitePagination>. The list keeps only a few pages in memory (queryOptions.maxPages),
 * dropping the first ones as the user scrolls down; this fetches them again when the user scrolls back up.
 */
export const PreviousPageLoader = () => {
  const { hasPreviousPage, fetchPreviousPage, isFetchingPreviousPage } = useInfinitePaginationContext();
  const sentinel = useRef<HTMLDivElement>(null);
  const onIntersect = useEvent((entries: IntersectionObserverEntry[]) => {
    if (entries[0]?.isIntersecting && hasPreviousPage && !isFetchingPreviousPage) fetchPreviousPage();
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasPreviousPage) return;
    const observer = new IntersectionObserver(onIntersect, { threshold: 0 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasPreviousPage, isFetchingPreviousPage, onIntersect]);

  if (!hasPreviousPage) return null;
  return (
    <Box ref={sentinel} sx={{ py: 2, textAlign: 'center' }}>
      {isFetchingPreviousPage ? <Spinner size="1.5em" /> : null}
    </Box>
  );
};
