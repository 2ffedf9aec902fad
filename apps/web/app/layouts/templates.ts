/** Desktop frames by unit template (spec §2): 1 default, 2 and 3 pctpl2, 4 pctpl4 (ADR 006). */
export type DesktopFrameName = 'default' | 'pctpl2' | 'pctpl4';

export function desktopFrameFor(template: number): DesktopFrameName {
  if (template === 2 || template === 3) return 'pctpl2';
  if (template === 4) return 'pctpl4';
  return 'default';
}
