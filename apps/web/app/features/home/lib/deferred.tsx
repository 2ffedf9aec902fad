import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

export interface DeferredProps<T> {
  /** The module's streamed data; without one the module has nothing to show. */
  resolve: Promise<T> | undefined;
  /** Shown while the data is on its way (a skeleton of the module's shape). */
  fallback: ReactNode;
  /** Shown when the data failed; it reads the failure with `useAsyncError`. */
  error: ReactNode;
  /** Shown when the data arrived but holds nothing (暂无数据). */
  empty: ReactNode;
  isEmpty?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}

const isEmptyValue = (value: unknown) => value == null || (Array.isArray(value) && value.length === 0);

/**
 * One streamed part of a page in its own Suspense boundary: a slow or failing part shows its own skeleton or error
 * while the rest of the page renders. Platform-neutral: the desktop and mobile pages pass their own states.
 */
export function Deferred<T>({ resolve, fallback, error, empty, isEmpty = isEmptyValue, children }: DeferredProps<T>) {
  if (!resolve) return <>{empty}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={error}>
        {(value) => (isEmpty(value as T) ? empty : children(value as T))}
      </Await>
    </Suspense>
  );
}

/** The shape of a module's skeleton: its carousel, its cards or its list. */
export type SkeletonShape = 'banner' | 'cards' | 'list';

/** A home module's streamed data: each site's ModuleData gives it that site's loading, empty and error states. */
export type ModuleDataProps<T> = Omit<DeferredProps<T>, 'fallback' | 'error' | 'empty'> & { shape: SkeletonShape };
