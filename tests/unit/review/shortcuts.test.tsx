import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { useReviewShortcuts } from '@/features/review/creatives/hooks/useReviewShortcuts';
import {
  isModalOpen,
  isTypingTarget,
  SHORTCUTS,
  shortcutFor,
  stepQueue,
  type KeyLike,
} from '@/features/review/creatives/logic/shortcuts';

function key(k: string, extra: Partial<KeyLike> = {}): KeyLike {
  return { key: k, target: document.body, ...extra };
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  document.body.appendChild(node);
  return node;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it('maps J, K, A, R and Enter (either case for letters)', () => {
    expect(shortcutFor(key('j'))).toBe('next');
    expect(shortcutFor(key('K'))).toBe('prev');
    expect(shortcutFor(key('a'))).toBe('approve');
    expect(shortcutFor(key('R'))).toBe('reject');
    expect(shortcutFor(key('Enter'))).toBe('open');
    expect(shortcutFor(key('x'))).toBeNull();
    expect(SHORTCUTS.map((s) => s.key)).toEqual(['J', 'K', 'A', 'R', 'Enter']);
  });

  it('stays quiet with Ctrl, Cmd or Alt (Ctrl+R still reloads the page)', () => {
    expect(shortcutFor(key('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('a', { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('j', { altKey: true }))).toBeNull();
  });

  it('stays quiet while typing in inputs, text areas, selects, comboboxes and editable content', () => {
    for (const target of [
      el('input'),
      el('input', { type: 'search' }),
      el('input', { type: 'number' }),
      el('textarea'),
      el('select'),
      el('div', { contenteditable: 'true' }),
      el('input', { role: 'combobox', type: 'search' }),
    ]) {
      expect(shortcutFor(key('a', { target }))).toBeNull();
      expect(shortcutFor(key('Enter', { target }))).toBeNull();
    }
    // A checkbox is not a text field: J/K keep working after ticking a card.
    expect(shortcutFor(key('j', { target: el('input', { type: 'checkbox' }) }))).toBe('next');
  });

  it('lets Enter keep its own meaning on buttons and links', () => {
    expect(shortcutFor(key('Enter', { target: el('button') }))).toBeNull();
    expect(shortcutFor(key('Enter', { target: el('a', { href: '/x' }) }))).toBeNull();
    expect(shortcutFor(key('a', { target: el('button') }))).toBe('approve');
  });

  it('stays quiet when blocked, during composition, or for an already handled key', () => {
    expect(shortcutFor(key('a'), true)).toBeNull();
    expect(shortcutFor(key('a', { isComposing: true }))).toBeNull();
    expect(shortcutFor(key('a', { defaultPrevented: true }))).toBeNull();
  });

  it('never repeats approve or reject while a key is held, but J/K may', () => {
    expect(shortcutFor(key('a', { repeat: true }))).toBeNull();
    expect(shortcutFor(key('r', { repeat: true }))).toBeNull();
    expect(shortcutFor(key('j', { repeat: true }))).toBe('next');
  });

  it('recognises typing targets by role too', () => {
    const wrapper = el('div', { role: 'combobox' });
    const inner = document.createElement('span');
    wrapper.appendChild(inner);
    expect(isTypingTarget(inner)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('isModalOpen', () => {
  it('sees an open antd modal and ignores a hidden or closing one', async () => {
    expect(isModalOpen(document)).toBe(false);
    // A closed modal antd keeps in the page (rendered ahead, or after closing): hidden.
    const { rerender } = render(<Modal open={false} forceRender title="t" />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(isModalOpen(document)).toBe(false);
    rerender(<Modal open forceRender title="t" />);
    expect(isModalOpen(document)).toBe(true);
    // Closing: the leave animation runs, the reviewer may go on.
    const modal = screen.getByRole('dialog');
    modal.classList.add('ant-zoom-leave', 'ant-zoom-leave-active');
    expect(isModalOpen(document)).toBe(false);
    modal.classList.remove('ant-zoom-leave', 'ant-zoom-leave-active');
    expect(isModalOpen(document)).toBe(true);
  });
});

describe('stepQueue', () => {
  const at = (index: number, current = 1, totalPages = 3, count = 10) => ({ index, count, current, totalPages });
  it('moves within the page', () => {
    expect(stepQueue(at(-1), 1)).toEqual({ current: 1, index: 0 });
    expect(stepQueue(at(-1), -1)).toEqual({ current: 1, index: 9 });
    expect(stepQueue(at(3), 1)).toEqual({ current: 1, index: 4 });
    expect(stepQueue(at(3), -1)).toEqual({ current: 1, index: 2 });
  });
  it('crosses to the next or previous page at the edges, and stops at the ends', () => {
    expect(stepQueue(at(9, 1), 1)).toEqual({ current: 2, index: 'first' });
    expect(stepQueue(at(0, 2), -1)).toEqual({ current: 1, index: 'last' });
    expect(stepQueue(at(9, 3), 1)).toBeNull();
    expect(stepQueue(at(0, 1), -1)).toBeNull();
    expect(stepQueue(at(-1, 1, 1, 0), 1)).toBeNull();
  });
});

describe('useReviewShortcuts', () => {
  it('calls back for shortcuts on the document, not while typing, blocked, or under a modal', () => {
    const onAction = jest.fn();
    const { rerender, unmount } = renderHook(({ blocked }) => useReviewShortcuts(onAction, blocked), {
      initialProps: { blocked: false },
    });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.keyDown(document.body, { key: 'r' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(['next', 'approve', 'reject', 'open']);

    onAction.mockClear();
    const input = el('input');
    fireEvent.keyDown(input, { key: 'a' });
    rerender({ blocked: true });
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(onAction).not.toHaveBeenCalled();

    rerender({ blocked: false });
    const modal = render(<Modal open title="confirm" />);
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(onAction).not.toHaveBeenCalled();
    modal.unmount();

    unmount();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(onAction).not.toHaveBeenCalled();
  });

  it('prevents the browser default only for keys it handles', () => {
    renderHook(() => useReviewShortcuts(() => undefined, false));
    const handled = new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true });
    const other = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(handled);
      document.body.dispatchEvent(other);
    });
    expect(handled.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
  });
});
