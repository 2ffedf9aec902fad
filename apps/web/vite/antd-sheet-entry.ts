import { antdCss } from '../app/shared/theme/desktop/antd-sheet';
import { antdThemeConfig } from '../app/shared/theme/desktop/antd-theme-config';

/** The build-time antd sheet: every listed component in the default theme (loaded by antd-static-css.ts). */
export const defaultAntdCss = (): string => antdCss(antdThemeConfig());
