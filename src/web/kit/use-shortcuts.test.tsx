import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTyping, MOD_K, useShortcuts } from './use-shortcuts';
import { withIds } from './use-selection';

afterEach(cleanup);

function Harness({ onN, onModK = () => {} }: { onN: () => void; onModK?: () => void }) {
  useShortcuts({ n: onN, [MOD_K]: onModK });
  return (
    <>
      <input aria-label="Search" type="search" />
      <input aria-label="Pick" type="checkbox" />
      <textarea aria-label="Text" />
      <div aria-label="Editable" contentEditable suppressContentEditableWarning>
        x
      </div>
      <div role="dialog" aria-modal="true">
        <button type="button">In a dialog</button>
      </div>
    </>
  );
}

describe('useShortcuts', () => {
  it('fires on the page and on a checkbox, never while typing, in a dialog or with a modifier', () => {
    const onN = vi.fn();
    render(<Harness onN={onN} />);
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(screen.getByLabelText('Pick'), { key: 'n' });
    expect(onN).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'n' });
    fireEvent.keyDown(screen.getByLabelText('Text'), { key: 'n' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'In a dialog' }), { key: 'n' });
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey']) {
      fireEvent.keyDown(document.body, { key: 'n', [modifier]: true });
    }
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(onN).toHaveBeenCalledTimes(2);
  });

  it('fires Ctrl-K even while typing, but not with another modifier or in a dialog', () => {
    const onModK = vi.fn();
    render(<Harness onN={() => {}} onModK={onModK} />);
    const ctrlK = { key: 'k', ctrlKey: true };
    expect(fireEvent.keyDown(screen.getByLabelText('Search'), ctrlK)).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('Text'), { key: 'K', ctrlKey: true });
    fireEvent.keyDown(document.body, ctrlK);
    expect(onModK).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(document.body, { ...ctrlK, shiftKey: true });
    fireEvent.keyDown(document.body, { ...ctrlK, altKey: true });
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'In a dialog' }), ctrlK);
    expect(onModK).toHaveBeenCalledTimes(3);
  });

  it('takes ⌘K rather than Ctrl-K on a Mac', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const onModK = vi.fn();
    render(<Harness onN={() => {}} onModK={onModK} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onModK).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'k', metaKey: true });
    expect(onModK).toHaveBeenCalledTimes(1);
  });

  it('counts text fields, selects and editable text as typing', () => {
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom has no isContentEditable: stand in for the browser's.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTyping(select)).toBe(true);
    expect(isTyping(editable)).toBe(true);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('withIds', () => {
  it('puts ids in and takes them out, leaving the set it was given as it was', () => {
    const before = new Set([1, 2]);
    expect([...withIds(before, [3, 4], true)]).toEqual([1, 2, 3, 4]);
    expect([...withIds(before, [1, 5], false)]).toEqual([2]);
    expect([...before]).toEqual([1, 2]);
  });
});
