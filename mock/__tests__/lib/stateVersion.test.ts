/**
 * A persisted state from an older shape is not trusted: the server reseeds. The report files' shape changed in
 * issue 31 (the sheet writer's matrix and layout, then the preamble's filters block), so version 14 files go.
 */
import { createMockServer } from '../../core/server';
import { STATE_VERSION, isUsableState, type MockState } from '../../core/state';

const NOW = Date.parse('2026-11-27T06:00:00Z');

function savedState(version: number): MockState {
  const first = createMockServer({ now: () => NOW });
  const copy = JSON.parse(JSON.stringify(first.state())) as MockState;
  // A mark the seed never has: it survives only if the saved state is loaded.
  copy.accounts[0].remark = 'kept from the saved file';
  return { ...copy, version };
}

describe('persisted state version', () => {
  it('is 17 since the state keeps alert rules, incidents and notifications (issue 49)', () => {
    expect(STATE_VERSION).toBe(17);
  });

  it('loads a saved state of the current version', () => {
    const saved = savedState(STATE_VERSION);
    expect(isUsableState(saved, 'normal')).toBe(true);
    const server = createMockServer({ now: () => NOW, initialState: saved });
    expect(server.state().accounts[0].remark).toBe('kept from the saved file');
  });

  it('reseeds instead of loading a state saved by version 14', () => {
    const saved = savedState(14);
    expect(isUsableState(saved, 'normal')).toBe(false);
    const server = createMockServer({ now: () => NOW, initialState: saved });
    expect(server.state().version).toBe(STATE_VERSION);
    expect(server.state().accounts[0].remark).not.toBe('kept from the saved file');
  });
});
