/** @jest-environment node */
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { isBright } from '@/utils/internals/isBright';

// The build swaps antd's module for ours under Button's styles (config/webpack.ts):
// they must agree on every kind of colour, opaque and see-through.
describe('isBright stand-in', () => {
  const colours = [
    '#1677ff',
    '#ffffff',
    '#000000',
    '#fadb14',
    '#52c41a',
    '#ff4d4f',
    'rgba(255,255,255,0.3)',
    'rgba(0,0,0,0.4)',
    'rgba(22,119,255,0.5)',
    '#d9d9d9',
    '#bfbfbf',
  ];
  it.each(colours)('%s on white and on dark backgrounds', (colour) => {
    for (const background of ['#ffffff', '#141414']) {
      const value = new AggregationColor(colour);
      expect(isBright(value, background)).toBe(antdIsBright(value, background));
    }
  });
  it('is not a constant', () => {
    expect(isBright(new AggregationColor('#ffffff'), '#ffffff')).toBe(true);
    expect(isBright(new AggregationColor('#000000'), '#ffffff')).toBe(false);
  });
});
