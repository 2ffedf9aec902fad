import { z } from 'zod';

/** A 0/1 flag, kept as a number on the wire (api-conventions.md). */
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** A stored number as a 0/1 flag: 1 stays 1, anything else is 0. */
export const asFlag = (value: number): Flag => (value === 1 ? 1 : 0);

/** An integer query parameter: query strings arrive as text. */
export const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A CSS hex colour such as `#007aff`. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
