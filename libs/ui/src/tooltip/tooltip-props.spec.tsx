import { render, screen } from '@testing-library/react';
import { placeTooltip } from './tooltip-props';

/** A control at `box` in a window of 1024×768 (jsdom lays nothing out). */
function controlAt(box: { left: number; top: number; width: number; height: number }) {
  render(<button type="button">Icon</button>);
  const control = screen.getByRole('button');
  control.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top, toJSON: () => box }) as DOMRect;
  return control;
}

describe('placeTooltip', () => {
  beforeEach(() => {
    Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
  });

  it('centres the tooltip under the control, in the window’s coordinates', () => {
    const control = controlAt({ left: 500, top: 100, width: 32, height: 32 });
    placeTooltip(control);
    expect(control.style.getPropertyValue('--ui-tooltip-left')).toBe('516px');
    expect(control.style.getPropertyValue('--ui-tooltip-top')).toBe('138px');
    expect(control.dataset).toMatchObject({ uiTooltipX: 'centre', uiTooltipY: 'below', uiTooltipShown: '' });
  });

  it('aligns it with the control’s side near an edge of the window, so none of it is cut off', () => {
    const left = controlAt({ left: 4, top: 100, width: 32, height: 32 });
    placeTooltip(left);
    expect(left.style.getPropertyValue('--ui-tooltip-left')).toBe('4px');
    expect(left.dataset['uiTooltipX']).toBe('start');
  });

  it('puts it on the right edge’s side and above the control at the bottom right of the window', () => {
    const control = controlAt({ left: 980, top: 730, width: 32, height: 32 });
    placeTooltip(control);
    expect(control.style.getPropertyValue('--ui-tooltip-left')).toBe('1012px');
    expect(control.style.getPropertyValue('--ui-tooltip-top')).toBe('724px');
    expect(control.dataset).toMatchObject({ uiTooltipX: 'end', uiTooltipY: 'above' });
  });
});
