import { describe, expect, it } from 'vitest';
import { desktopFrameFor } from './templates';

describe('desktopFrameFor', () => {
  it('uses the default frame for template 1', () => {
    expect(desktopFrameFor(1)).toBe('default');
  });

  it('uses pctpl2 for templates 2 and 3', () => {
    expect(desktopFrameFor(2)).toBe('pctpl2');
    expect(desktopFrameFor(3)).toBe('pctpl2');
  });

  it('uses pctpl4 for template 4', () => {
    expect(desktopFrameFor(4)).toBe('pctpl4');
  });

  it.each([0, 5, -1, 99, Number.NaN])('falls back to the default frame for template %s', (template) => {
    expect(desktopFrameFor(template)).toBe('default');
  });
});
