import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { idDigits } from './primitives';

/** The mark of a material that several services of a bundle (一件事) ask for: handed in once. */
export const SHARED_MATERIAL_NOTE = '多个事项共用，只需提交一次';

/** A bundle (一件事) as its list shows it. */
export const bundleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** An icon name, a site path or an http(s) picture address; '' for none. */
  icon: z.string(),
  serviceCount: z.number().int(),
});
export type BundleSummary = z.infer<typeof bundleSummarySchema>;

/** One step of a bundle: a service, in order, with its department. */
export const bundleStepSchema = z.object({
  appId: z.number().int(),
  name: z.string(),
  deptName: z.string(),
  summary: z.string(),
  /** Kept from guests in the hall, asked by a guest: they sign in before its guide and handling. */
  signInFirst: z.boolean(),
});
export type BundleStep = z.infer<typeof bundleStepSchema>;

/** One material of the merged list, with the services that ask for it (shared: more than one). */
export const bundleMaterialSchema = z.object({
  name: z.string(),
  copies: z.string(),
  format: z.string(),
  required: z.boolean(),
  medium: z.enum(['electronic', 'paper', 'both']),
  note: z.string(),
  services: z.array(z.object({ appId: z.number().int(), name: z.string() })),
  shared: z.boolean(),
});
export type BundleMaterial = z.infer<typeof bundleMaterialSchema>;

export const bundleDetailSchema = bundleSummarySchema.extend({
  steps: z.array(bundleStepSchema),
  materials: z.array(bundleMaterialSchema),
});
export type BundleDetail = z.infer<typeof bundleDetailSchema>;

/** Where a signed-in person stands with one service of a bundle: their latest application for it, if any. */
export const bundleProgressItemSchema = z.object({
  appId: z.number().int(),
  name: z.string(),
  /** 0 not applied yet; otherwise APPLICATION_STATUS. */
  status: z.number().int(),
  statusName: z.string(),
  applyNo: z.string(),
  /** The application (我的办件) to open, or null. */
  applicationId: z.number().int().nullable(),
  updateTime: z.string(),
});
export type BundleProgressItem = z.infer<typeof bundleProgressItemSchema>;

/** The status name of a service the person has not applied for yet. */
export const NOT_APPLIED = '未办理';
export const BUNDLE_NOT_FOUND = '该一件事不存在或已下线';

export const bundlesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/homepage/bundles/getBundleList',
    summary: '本单位的一件事列表（访客可看）',
    data: z.array(bundleSummarySchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/homepage/bundles/getBundleDetail',
    summary: '一件事：按顺序办理的事项与合并后的材料清单（共用材料只列一次；访客可看）',
    query: z.object({ id: idDigits() }),
    data: bundleDetailSchema,
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: '/homepage/bundles/getBundleProgress',
    policy: { caller: 'user' },
    summary: '一件事的办理进度：本人在每个事项上最近一件办件的状态（需登录，只答本人的）',
    query: z.object({ id: idDigits() }),
    data: z.array(bundleProgressItemSchema),
  }),
};
