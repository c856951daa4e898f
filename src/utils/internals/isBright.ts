/**
 * Stands in for antd's color-picker/components/ColorPresets module where
 * antd's Button styles import it (config/webpack.ts): Button needs only the
 * isBright rule, the module would bring the Collapse component with it into
 * every page's first load. Same rule as antd 5's: a test compares the two.
 */
import { Color } from '@rc-component/color-picker';

interface RgbSource {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

/** Whether text on `value` (laid over `background`) should be dark. */
export function isBright(value: RgbSource, background: string): boolean {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) {
    // A see-through colour: judge it as it shows over the background.
    return new Color(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
