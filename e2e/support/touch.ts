import type { Locator, Page } from '@playwright/test';
import { test } from './fixtures.ts';

const onPhone = () => test.info().project.name === 'mobile-360';

/**
 * A finger swiping across the page: real touches through the browser on the phone (so
 * `touch-action` is honoured), the pointer events of a touch screen on the laptop.
 */
export async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (onPhone()) {
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: at, y, id: 1 }],
      });
    await touch('touchStart', x);
    for (let step = 1; step <= 5; step += 1) await touch('touchMove', x + (dx * step) / 5);
    await touch('touchEnd', x + dx);
    await cdp.detach();
    return;
  }
  const finger = { pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y };
  await target.dispatchEvent('pointerdown', { ...finger, clientX: x });
  await target.dispatchEvent('pointerup', { ...finger, clientX: x + dx });
}

/** Two fingers moving apart around (x, y): the browser's own pinch zoom. */
export async function pinchOut(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (apart: number) => [
    { x: x - apart, y, id: 1 },
    { x: x + apart, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let apart = 30; apart <= 100; apart += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
