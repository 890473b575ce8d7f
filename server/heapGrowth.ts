import { setFlagsFromString } from 'node:v8';

/**
 * Bounds how far V8 lets the heap grow past what was alive at its last full collection before it collects
 * again: `percent` over the live size (HEAP_GROWTH_PERCENT; 0 leaves V8's own factor, up to four times it).
 * The server's work makes short-lived garbage in bulk (a feed import's batches, a busy list beside it), and
 * with V8's factor a process whose live heap is 25 MB grew by 120–140 MB before collecting it
 * (docs/decisions/0092). V8 reads the factor at each collection, so setting it once the process
 * runs takes effect from the next one, in every thread.
 */
export function boundHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
