import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyViewportScale, scaleRules, viewportScaleScript } from './viewport-scale';

const root = () => document.documentElement;
const originalInnerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
};

const zoom = () => Number(root().style.zoom);

beforeEach(() => {
  root().style.zoom = '';
  root().style.fontSize = '';
});

afterEach(() => {
  if (originalInnerWidth) Object.defineProperty(window, 'innerWidth', originalInnerWidth);
  root().style.zoom = '';
  root().style.fontSize = '';
});

describe('scaleRules', () => {
  it('carries the spec §9 numbers', () => {
    expect(scaleRules).toEqual({ breakpoint: 900, minWidth: 1280, fullZoomAbove: 1536, designWidth: 375 });
  });
});

describe('applyViewportScale', () => {
  it('sizes the root font from the 375 px design width on mobile, without zoom', () => {
    root().style.zoom = '0.5';
    setWidth(390);
    applyViewportScale(scaleRules);
    expect(root().style.fontSize).toBe('104px');
    expect(root().style.zoom).toBe('');
  });

  it('gives 100px at exactly the design width and still treats 900 px as mobile', () => {
    setWidth(375);
    applyViewportScale(scaleRules);
    expect(root().style.fontSize).toBe('100px');

    setWidth(900);
    applyViewportScale(scaleRules);
    expect(root().style.fontSize).toBe('240px');
    expect(root().style.zoom).toBe('');
  });

  it('zooms the desktop by width × 0.7 / 1200 and clears the mobile font size', () => {
    root().style.fontSize = '104px';
    setWidth(1440);
    applyViewportScale(scaleRules);
    expect(zoom()).toBeCloseTo(0.84, 10);
    expect(root().style.fontSize).toBe('');
    // Full-height pages divide 100vh by the zoom they are shrunk by.
    expect(Number(root().style.getPropertyValue('--yz-zoom'))).toBeCloseTo(0.84, 10);
    setWidth(390);
    applyViewportScale(scaleRules);
    expect(root().style.getPropertyValue('--yz-zoom')).toBe('1');
  });

  it('widens a zoomed root so the page still fills the window, and resets it at full zoom', () => {
    setWidth(1440);
    applyViewportScale(scaleRules);
    expect(parseFloat(root().style.width) * zoom()).toBeCloseTo(1440, 6);
    setWidth(1600);
    applyViewportScale(scaleRules);
    expect(root().style.width).toBe('');
  });

  it('floors the zoom of narrow desktop widths at that of 1280 px, not the page width', () => {
    setWidth(1000);
    applyViewportScale(scaleRules);
    expect(zoom()).toBeCloseTo((1280 * 0.7) / 1200, 10);
    expect(zoom()).toBeCloseTo(0.7467, 4);

    // The zoom is floored, the page's width is not: zoomed, it is as wide as the window, never wider.
    expect(parseFloat(root().style.width) * zoom()).toBeCloseTo(1000, 6);

    setWidth(901);
    applyViewportScale(scaleRules);
    expect(zoom()).toBeCloseTo(0.7467, 4);
    expect(parseFloat(root().style.width) * zoom()).toBeCloseTo(901, 6);
    expect(root().style.fontSize).toBe('');
  });

  it('uses full zoom above 1536 px only', () => {
    setWidth(1536);
    applyViewportScale(scaleRules);
    expect(zoom()).toBeCloseTo(0.896, 10);

    setWidth(1600);
    applyViewportScale(scaleRules);
    expect(zoom()).toBe(1);

    setWidth(2560);
    applyViewportScale(scaleRules);
    expect(zoom()).toBe(1);
  });

  it('switches cleanly between mobile and desktop', () => {
    setWidth(1440);
    applyViewportScale(scaleRules);
    setWidth(390);
    applyViewportScale(scaleRules);
    expect(root().style.zoom).toBe('');
    expect(root().style.fontSize).toBe('104px');
  });
});

describe('viewportScaleScript', () => {
  // The script is inlined in the page head: it must run on its own, with no module scope or imports.
  const run = () => new Function(viewportScaleScript)();

  it('is a self-contained script string carrying the rules', () => {
    expect(typeof viewportScaleScript).toBe('string');
    expect(viewportScaleScript).toContain(JSON.stringify(scaleRules));
    expect(viewportScaleScript).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('applies the mobile font size when evaluated', () => {
    setWidth(390);
    run();
    expect(root().style.fontSize).toBe('104px');
    expect(root().style.zoom).toBe('');
  });

  it.each([
    [1440, 0.84],
    [1000, (1280 * 0.7) / 1200],
    [1600, 1],
  ])('applies the same desktop zoom as applyViewportScale at %i px', (width, expected) => {
    setWidth(width);
    run();
    const fromScript = root().style.zoom;
    expect(Number(fromScript)).toBeCloseTo(expected, 10);
    expect(root().style.fontSize).toBe('');

    root().style.zoom = '';
    applyViewportScale(scaleRules);
    expect(root().style.zoom).toBe(fromScript);
  });
});
