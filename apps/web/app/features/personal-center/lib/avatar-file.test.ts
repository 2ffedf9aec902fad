import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('lets a JPEG, PNG or WebP of at most 2 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(avatarFileProblem({ type, size: 2 * 1024 * 1024 })).toBe('');
    }
  });

  it('names the problem of an SVG, a text file and a 3 MB picture in Chinese', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 300 })).toBe('头像图片只能是 JPEG、PNG 或 WebP 格式');
    expect(avatarFileProblem({ type: 'text/plain', size: 300 })).toBe('头像图片只能是 JPEG、PNG 或 WebP 格式');
    expect(avatarFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe('头像图片不能超过 2 MB');
  });
});
