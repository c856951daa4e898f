/** @jest-environment node */
/** The report windows (see reportWindows.test.ts) grouped by hour, in a zone half an hour off the provider's. */
import { expectHourRangesSame } from './reportWindowsSupport';

describe('report windows by hour: the fast path gives the direct computation’s rows', () => {
  test('grouped by hour, Asia/Kolkata: the last 30 days, the 25-hour day included', () =>
    expectHourRangesSame('Asia/Kolkata'));
});
