import { useEffect, useRef } from 'react';
import { recordView } from '../api/browser';

/** Counts one read per article shown (once, even when React runs effects twice in development). */
export function useViewCount(id: number | undefined) {
  const counted = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (id === undefined || counted.current === id) return;
    counted.current = id;
    void recordView(id);
  }, [id]);
}
