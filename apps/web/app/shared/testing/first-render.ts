/**
 * Waiting options for a page's first render: antd builds its styles on first use, and lazily loaded parts (the
 * mobile ErrorBlock) import on first use — slow on a busy machine, far past testing-library's one second.
 */
export const FIRST_RENDER = { timeout: 5_000 };

/** A test timeout that leaves room for FIRST_RENDER. */
export const PAGE_TEST = { timeout: 15_000 };
